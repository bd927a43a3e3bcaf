// @vitest-environment happy-dom
// The page-context decision reads the sample chunk by chunk: the chunks it tests are exactly those
// of the title + sampleText() (same text, same 4,000-character chunks and overlaps), and it stops
// reading the page once a chunk answers.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Matcher } from '../../rulings-data/matcher/types.ts';
import { CONTEXT_SAMPLE_CHARS, detectMtgPage, sampleText } from './page-context.ts';
import { shouldSkipElement } from './skip-rules.ts';

let visited: number;
const skip = (el: Element) => {
  visited++;
  return shouldSkipElement(el, { scanCode: false });
};

/** A matcher that records the chunks it is asked about and answers yes from chunk `yesAt` on. */
function recorder(yesAt = Infinity) {
  const chunks: string[] = [];
  const matcher = {
    *prepare() {},
    match: () => [],
    hasMtgContext(text: string) {
      chunks.push(text);
      return chunks.length > yesAt;
    },
  } as Matcher;
  return { matcher, chunks };
}

function run(gen: Generator<void, boolean, undefined>): boolean {
  for (;;) {
    const s = gen.next();
    if (s.done) return s.value;
  }
}

/** The chunks the decision tested before reading incrementally: of the whole sample at once. */
function expectedChunks(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += 4000) out.push(text.slice(Math.max(0, i - 40), i + 4000));
  return out;
}

beforeEach(() => {
  visited = 0;
  document.body.replaceChildren();
  // ~36,000 characters in 600 paragraphs (longer than the 20,000-character sample), a skipped
  // <script> and blank text between them.
  for (let i = 0; i < 600; i++) {
    const p = document.body.appendChild(document.createElement('p'));
    p.textContent = `Paragraph ${i}: ${'lorem ipsum '.repeat(4)}${i % 7 === 0 ? 'flying ' : ''}`.padEnd(60, '.');
    document.body.appendChild(document.createTextNode('\n  '));
    if (i === 10) document.body.appendChild(document.createElement('script')).textContent = 'var secret = "not prose";';
  }
});

describe('detectMtgPage', () => {
  it('tests the chunks of title + sampleText(), in order, when no chunk answers', () => {
    const { matcher, chunks } = recorder();
    expect(run(detectMtgPage(matcher, document.body, skip, 'A title'))).toBe(false);
    const text = `A title\n${sampleText(document.body, (el) => shouldSkipElement(el, { scanCode: false }))}`;
    expect(text.length).toBe('A title\n'.length + CONTEXT_SAMPLE_CHARS);
    expect(chunks).toEqual(expectedChunks(text));
    expect(chunks.join('')).not.toContain('secret');
  });

  it('the same for a page shorter than the sample', () => {
    document.body.replaceChildren();
    document.body.append('Short page about ', document.createElement('b'), ' nothing.');
    const { matcher, chunks } = recorder();
    expect(run(detectMtgPage(matcher, document.body, skip))).toBe(false);
    expect(chunks).toEqual(['\nShort page about   nothing.']); // the parts joined by a space, as sampleText() does
  });

  it('stops reading the page at the first chunk that answers', () => {
    const { matcher, chunks } = recorder(0);
    expect(run(detectMtgPage(matcher, document.body, skip, 'A title'))).toBe(true);
    expect(chunks).toHaveLength(1);
    // About a chunk's worth of the 600 paragraphs was walked (each ~60 characters + a space).
    expect(visited).toBeLessThan(80);
    expect(chunks[0]).toBe(expectedChunks(`A title\n${sampleText(document.body, (el) => shouldSkipElement(el, { scanCode: false }))}`)[0]);
  });
});
