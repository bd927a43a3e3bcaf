// @vitest-environment happy-dom
// The scanner matches the near parts it is handed, each once, in slices. Fakes: the highlighter
// (records), and a scheduler whose slices run when the test says.
import { beforeEach, describe, expect, it } from 'vitest';
import { createMatcher } from '../../rulings-data/matcher/index.ts';
import type { Match } from '../../rulings-data/schema.ts';
import type { Highlighter } from '../highlight/highlighter.ts';
import { fixtureData } from '../engine/test-helpers.ts';
import { MatchIndex } from './match-index.ts';
import type { Piece } from './runs.ts';
import { createScanner } from './scanner.ts';
import { createScheduler, type SchedulerEnv } from './scheduler.ts';

function harness(context: 'mtg' | 'auto' = 'mtg') {
  const slices: Array<() => void> = [];
  const env: SchedulerEnv = { now: () => 0, setTimeout: (fn) => slices.push(fn), clearTimeout() {} };
  const drawn: string[] = [];
  /** Marks per node, as the highlighter holds them. */
  const marks = new Map<Text, readonly Match[]>();
  let idle = 0;
  const highlighter = {
    set: (n: Text, ms: readonly Match[]) => (drawn.push(n.data), marks.set(n, ms)),
    remove: (n: Text) => marks.delete(n),
  } as unknown as Highlighter;
  const index = new MatchIndex();
  const matcher = createMatcher(fixtureData().terms);
  const matched: string[] = [];
  const match = matcher.match.bind(matcher);
  matcher.match = (text, opts) => (matched.push(opts?.level === 'everything' && opts.minConfidence === 'low' ? `probe:${text}` : text), match(text, opts));
  const scanner = createScanner({
    root: document.body,
    matcher,
    matchOptions: () => ({ context }),
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
  /** What is marked in the page, as `text node:marked text` per piece. */
  const marked = () => [...marks].flatMap(([n, ms]) => ms.map((m) => `${n.data}:${n.data.slice(m.start, m.end)}`));
  /** Matcher calls but for the probes of short lines (line-context.ts holdsKeyword). */
  const full = () => matched.filter((t) => !t.startsWith('probe:'));
  return { scanner, index, drawn, marks, marked, matched, full, runSlices, idle: () => idle };
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

/** The first text node whose data is `data`. */
function textNode(data: string): Text {
  const walk = document.createTreeWalker(document.body, 4);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) if ((n as Text).data === data) return n as Text;
  throw new Error(`no text node "${data}"`);
}
const scanAll = (h: ReturnType<typeof harness>) => {
  h.scanner.take({ whole: [document.body], opened: [] });
  h.runSlices();
};

describe('scanner: words split by inline elements (runs.ts)', () => {
  it('matches a run once and marks one piece per node; each piece knows the whole word', () => {
    document.body.innerHTML = '<p>It lets you Prolif<span>er<b>a</b>te</span> twice.</p><p>Pro<wbr>liferate</p>';
    const h = harness();
    scanAll(h);
    // Each run once (both are short lines with a keyword: matched with the lines around them,
    // line-context.ts).
    const both = 'It lets you Proliferate twice.\nProliferate';
    expect(h.full()).toEqual([both, both]);
    expect(h.marked()).toEqual(['It lets you Prolif:Prolif', 'er:er', 'a:a', 'te:te', 'Pro:Pro', 'liferate:liferate']);
    const piece = h.index.matchAt(textNode('te'), 1) as Piece;
    expect(piece).toMatchObject({ id: 'proliferate', start: 0, end: 2 });
    expect(piece.word?.text).toBe('Proliferate');
    expect(piece.word?.pieces.map(([n]) => n.data)).toEqual(['It lets you Prolif', 'er', 'a', 'te']);
    expect((h.index.matchAt(textNode('liferate'), 0) as Piece).word?.text).toBe('Proliferate');
    expect(h.index.matchAt(textNode(' twice.'), 0)).toBeUndefined();
  });

  it('an ability word in <i> is read with the dash and the ability after it', () => {
    document.body.innerHTML = '<p><i>Landfall</i> — Whenever a land you control enters, you gain 1 life.</p><p><i>Landfall</i></p>';
    const h = harness('auto');
    scanAll(h);
    const [first, second] = document.querySelectorAll('i');
    expect(h.index.get(first.firstChild as Text)).toEqual([expect.objectContaining({ id: 'landfall', start: 0, end: 8, confidence: 'high' })]);
    expect(h.index.get(second.firstChild as Text)).toBeUndefined(); // an everyday ability word alone: no signal
  });

  it('a short line is matched with the lines around it: a card\'s keyword line, not a menu item', () => {
    const prose = '<p>An article about something else entirely, long enough to be more than the 160 characters of context a short line gets from the lines around it, on either side.</p>';
    document.body.innerHTML = `<div><p><b>Flying</b></p><p>When this creature enters, draw a card. {2}{U}</p></div>${prose}<ul><li>Home</li><li>Flying</li><li>Support</li></ul>`;
    const h = harness('auto');
    scanAll(h);
    expect(h.marked()).toEqual(['Flying:Flying']);
    expect(h.marks.has(document.querySelector('b')!.firstChild as Text)).toBe(true);
    // Lines without a keyword are only probed: no context for them.
    expect(h.matched.filter((t) => /^(probe:)?(Home|Support)/.test(t))).toEqual(['probe:Home', 'probe:Support']);
    expect(h.full().find((t) => t.startsWith('Flying\n'))).toMatch(/^Flying\nWhen this creature enters, draw a card\. \{2\}\{U\}\nAn article about/);
  });

  it('a short first line keeps only its own matches, not those of the lines after it', () => {
    document.body.innerHTML = '<p>You may Proliferate.</p><p>Deathtouch and Proliferate below.</p>';
    const h = harness();
    scanAll(h);
    expect(h.full()).toContain('You may Proliferate.\nDeathtouch and Proliferate below.');
    expect(h.index.get(textNode('You may Proliferate.'))).toEqual([expect.objectContaining({ id: 'proliferate', start: 8, end: 19 })]);
    expect(h.marked()).toEqual(['You may Proliferate.:Proliferate', 'Deathtouch and Proliferate below.:Deathtouch', 'Deathtouch and Proliferate below.:Proliferate']);
  });

  it('ruby: the base text is matched across its annotations, which are not marked', () => {
    document.body.innerHTML = '<p>使用<ruby>伪<rt>wěi</rt>装<rt>zhuāng</rt></ruby>异能</p><p><ruby>偽裝<rp>(</rp><rt>wěizhuāng</rt><rp>)</rp></ruby>异能</p>';
    const h = harness();
    scanAll(h);
    expect(h.marked()).toEqual(['伪:伪', '装:装', '偽裝:偽裝']);
    expect((h.index.matchAt(textNode('装'), 0) as Piece).word?.text).toBe('伪装');
    expect(h.index.get(textNode('wěi'))).toBeUndefined();
  });

  it('a node found on its own (hover) matches its whole run', () => {
    document.body.innerHTML = '<p>Prolif<span>erate</span></p>';
    const h = harness();
    h.scanner.matchNode(textNode('erate'));
    expect(h.marked()).toEqual(['Prolif:Prolif', 'erate:erate']);
    expect(h.full()).toEqual(['Proliferate']); // with its neighbours: none
  });

  it('a change to the run re-matches it: a dropped node, an element coming between', () => {
    document.body.innerHTML = '<p>Prolif<span>erate</span></p><p>Dea<b>th</b>touch</p>';
    const h = harness();
    scanAll(h);
    expect(h.marked()).toHaveLength(5);
    // The <span> goes: "Prolif" alone is no word.
    const span = document.querySelector('span')!;
    const erate = span.firstChild as Text;
    span.remove();
    h.scanner.forget(erate);
    expect(h.marked()).toEqual(['Dea:Dea', 'th:th', 'touch:touch']);
    // A <br> comes between "th" and "touch": the run splits, every part of the old one is matched again.
    document.querySelector('b')!.after(document.createElement('br'));
    h.scanner.matchNode(textNode('Dea'));
    expect(h.marked()).toEqual([]);
    // Text changes inside a run: matched again as a whole.
    document.querySelector('br')!.remove();
    textNode('touch').data = 'touch!';
    h.scanner.matchNode(textNode('touch!'));
    expect(h.marked()).toEqual(['Dea:Dea', 'th:th', 'touch!:touch']);
  });

  it('walk() (for mutations) passes over nodes already matched as part of a run', () => {
    document.body.innerHTML = '<p>Prolif<span>erate</span> first, and then <b>Dea</b>thtouch after it.</p>';
    const h = harness();
    const seen: string[] = [];
    for (const t of h.scanner.walk(document.body)) {
      seen.push(t.data);
      h.scanner.matchNode(t);
    }
    expect(seen).toEqual(['Prolif']);
    expect(h.full()).toEqual(['Proliferate first, and then Deathtouch after it.']);
  });
});
