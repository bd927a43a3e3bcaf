// @vitest-environment happy-dom
// The scanner matches the near parts it is handed, each once, in slices. Fakes: the highlighter
// (records), and a scheduler whose slices run when the test says.
import { beforeEach, describe, expect, it } from 'vitest';
import { createMatcher } from '../../rulings-data/matcher/index.ts';
import type { Highlighter } from '../highlight/highlighter.ts';
import { fixtureData } from '../engine/test-helpers.ts';
import { MatchIndex } from './match-index.ts';
import { createScanner } from './scanner.ts';
import { createScheduler, type SchedulerEnv } from './scheduler.ts';

function harness() {
  const slices: Array<() => void> = [];
  const env: SchedulerEnv = { now: () => 0, setTimeout: (fn) => slices.push(fn), clearTimeout() {} };
  const drawn: string[] = [];
  let idle = 0;
  const highlighter = { set: (n: Text) => drawn.push(n.data), remove() {} } as unknown as Highlighter;
  const index = new MatchIndex();
  const scanner = createScanner({
    root: document.body,
    matcher: createMatcher(fixtureData().terms),
    matchOptions: () => ({ context: 'mtg' }),
    ignore: new Set(),
    index,
    highlighter,
    scheduler: createScheduler(env),
    hooks: { skip: () => false },
    now: () => 0,
    onIdle: () => idle++,
  });
  const runSlices = () => {
    while (slices.length) slices.shift()!();
  };
  return { scanner, index, drawn, runSlices, idle: () => idle };
}

const para = (text: string) => {
  const p = document.body.appendChild(document.createElement('p'));
  p.textContent = text;
  return p;
};

beforeEach(() => document.body.replaceChildren());

describe('scanner', () => {
  it('matches the parts handed over, each once, and nothing else', () => {
    const h = harness();
    const near = para('Proliferate here.');
    const later = para('Deathtouch later.');
    const never = para('Proliferate, never near.');
    h.scanner.take({ whole: [near], opened: [] });
    expect(h.scanner.busy()).toBe(true);
    h.runSlices();
    expect(h.scanner.busy()).toBe(false);
    expect(h.idle()).toBe(1);
    expect(h.drawn).toEqual(['Proliferate here.']);
    // The view moved: the same part again plus a new one; an opened element's own text.
    const opened = document.body.appendChild(document.createElement('div'));
    opened.append('Convoke, said the opened element.', document.createElement('p'));
    h.scanner.take({ whole: [near, later], opened: [opened] });
    h.runSlices();
    expect(h.drawn).toEqual(['Proliferate here.', 'Deathtouch later.', 'Convoke, said the opened element.']);
    expect(h.index.has(never.firstChild as Text)).toBe(false);
    h.scanner.take({ whole: [near, later], opened: [opened] });
    expect(h.scanner.busy()).toBe(false); // nothing new
  });

  it('reset() forgets what was scanned and drops queued work', () => {
    const h = harness();
    const p = para('Proliferate.');
    h.scanner.take({ whole: [p], opened: [] });
    h.scanner.reset();
    h.runSlices();
    expect(h.drawn).toEqual([]);
    h.scanner.take({ whole: [p], opened: [] });
    h.runSlices();
    expect(h.drawn).toEqual(['Proliferate.']);
  });
});
