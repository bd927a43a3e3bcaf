// The rules viewer's model without a DOM: sections, groups and chunks, where a hash points, the
// language choice and its memory. Made-up rule numbers and texts only.
import { describe, expect, it } from 'vitest';
import type { CrRule } from '../../../rulings-data/cr/types.ts';
import { buildRulesModel, CHUNK_ROWS, effectiveLang, estimateHeight, GLOSSARY_CHUNK, LANG_STORAGE_KEY, readLangChoice, saveLangChoice, targetOfHash } from './rules-model.ts';

const r = (number: string, en = `Text of ${number}.`): CrRule => ({ number, en, zh: `${number}的文字。` });

/** 702 with `n` keyword rules of 1 + 3 lettered subrules each (4n rows). */
function bigGroup(n: number): CrRule[] {
  const out = [r('7', 'More'), r('702', 'Keywords')];
  for (let k = 1; k <= n; k++) out.push(r(`702.${k}`, `Keyword ${k}`), r(`702.${k}a`), r(`702.${k}b`), r(`702.${k}c`));
  return out;
}

describe('buildRulesModel', () => {
  it('sections hold their groups; a group holds its subrules; headings point at the chunk after them', () => {
    const m = buildRulesModel({ rules: [r('1', 'Basics'), r('100', 'General'), r('100.1'), r('100.1a'), r('101', 'Other'), r('101.1')], glossary: [] });
    expect(m.sections.map((s) => [s.number, s.head?.en, s.groups.map((g) => [g.number, g.head?.en, g.chunks.flatMap((c) => c.rules.map((x) => x.number))])])).toEqual([
      ['1', 'Basics', [['100', 'General', ['100.1', '100.1a']], ['101', 'Other', ['101.1']]]],
    ]);
    expect(m.chunkOf.get('1')).toBe('100:0');
    expect(m.chunkOf.get('100')).toBe('100:0');
    expect(m.chunkOf.get('101.1')).toBe('101:0');
    expect(m.firstChunk).toBe('100:0');
    expect([...m.numbers]).toHaveLength(6);
  });

  it('a big group is cut into chunks of about CHUNK_ROWS, only before a numbered subrule', () => {
    const m = buildRulesModel({ rules: bigGroup(40), glossary: [] }); // 160 rows
    const chunks = m.sections[0].groups[0].chunks;
    expect(chunks.length).toBe(Math.ceil(160 / CHUNK_ROWS));
    for (const c of chunks) {
      expect(c.rules[0].number).toMatch(/^702\.\d+$/); // never starts at a lettered subrule
      expect(c.rules.length).toBeLessThanOrEqual(CHUNK_ROWS + 3);
    }
    expect(chunks.flatMap((c) => c.rules)).toHaveLength(160);
    expect(m.chunkOf.get('702.40c')).toBe(chunks[chunks.length - 1].key);
    expect(chunks[0].chars.en).toBeGreaterThan(0);
  });

  it('glossary entries get anchors and chunks of GLOSSARY_CHUNK', () => {
    const glossary = Array.from({ length: GLOSSARY_CHUNK + 5 }, (_, i) => ({ en: `Term ${i}`, enText: 'Some made-up words.' }));
    const m = buildRulesModel({ rules: [r('1'), r('100'), r('100.1')], glossary });
    expect(m.glossaryChunks.map((c) => [c.start, c.end])).toEqual([[0, GLOSSARY_CHUNK], [GLOSSARY_CHUNK, GLOSSARY_CHUNK + 5]]);
    expect(m.chunkOf.get('glossary')).toBe('glossary:0');
    expect(m.chunkOf.get(`glossary-term-${GLOSSARY_CHUNK + 2}`)).toBe('glossary:1');
  });

  it('an empty document has no chunks and no first chunk', () => {
    const m = buildRulesModel({ rules: [], glossary: [] });
    expect(m.sections).toEqual([]);
    expect(m.firstChunk).toBeUndefined();
  });
});

describe('targetOfHash', () => {
  const m = buildRulesModel({ rules: bigGroup(3), glossary: [{ en: 'Flying' }, { zh: '撤废' }] });

  it('a rule number the document has, its nearest parent, a section, the glossary and its entries', () => {
    expect(targetOfHash('#702.2b', m)).toBe('702.2b');
    expect(targetOfHash('#702.2z', m)).toBe('702.2');
    expect(targetOfHash('#702.2B', m)).toBe('702.2b');
    expect(targetOfHash('#rule-702.2b', m)).toBe('702.2b');
    expect(targetOfHash('#7', m)).toBe('7');
    expect(targetOfHash('#glossary', m)).toBe('glossary');
    expect(targetOfHash('#glossary-flying', m)).toBe('glossary-flying');
    expect(targetOfHash(`#${encodeURIComponent('glossary-撤废')}`, m)).toBe('glossary-撤废');
  });

  it('null for nothing, unknown numbers, unknown entries, other ids and broken escapes', () => {
    for (const h of ['', '#', '#999.1', '#703', '#glossary-dragons', '#rules-main', '#%E0%A4%A']) expect(targetOfHash(h, m), h).toBeNull();
  });
});

describe('language choice', () => {
  it('effectiveLang: a one-language document shows that language; a missing choice falls back to both', () => {
    expect(effectiveLang('zh', ['en'])).toBe('en');
    expect(effectiveLang('both', ['zh'])).toBe('zh');
    expect(effectiveLang('en', ['en', 'zh'])).toBe('en');
    expect(effectiveLang('both', ['en', 'zh'])).toBe('both');
  });

  it('is remembered; junk, no storage or a throwing storage read as both', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    saveLangChoice(storage, 'zh');
    expect(data.get(LANG_STORAGE_KEY)).toBe('zh');
    expect(readLangChoice(storage)).toBe('zh');
    data.set(LANG_STORAGE_KEY, 'klingon');
    expect(readLangChoice(storage)).toBe('both');
    expect(readLangChoice(undefined)).toBe('both');
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(readLangChoice(broken)).toBe('both');
    expect(() => saveLangChoice(broken, 'en')).not.toThrow();
  });
});

describe('estimateHeight', () => {
  it('grows with rows and text; side by side the longer language sets it', () => {
    const small = estimateHeight(5, { en: 500, zh: 200 }, 'both', 1200);
    expect(estimateHeight(10, { en: 500, zh: 200 }, 'both', 1200)).toBeGreaterThan(small);
    expect(estimateHeight(5, { en: 5000, zh: 200 }, 'both', 1200)).toBeGreaterThan(small);
    expect(estimateHeight(5, { en: 5000, zh: 200 }, 'zh', 1200)).toBeLessThan(estimateHeight(5, { en: 5000, zh: 200 }, 'en', 1200));
  });
});
