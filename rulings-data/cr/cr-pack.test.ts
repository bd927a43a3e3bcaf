import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { CrPackError, definitionFor, indexRules, validateCrPack } from './cr-pack.ts';
import type { KeywordEntry } from '../schema.ts';

const entry = (rule: string): KeywordEntry => ({ id: 'x', kind: 'concept', rule, en: ['X'], zhHans: ['某'], zhHant: ['某'] });

const tiny = validateCrPack(
  {
    version: '1',
    main: [
      { chapter: '7.', en: 'Additional Rules', zh: '附加规则', subrules: [
        { chapter: '702.', en: 'Keyword Abilities', zh: '关键字异能', subrules: [
          { chapter: '702.35.', en: 'Madness', zh: '疯魔', subrules: [
            { chapter: '702.35a', en: 'Madness is a keyword.', zh: '疯魔是关键字。' },
          ] },
        ] },
        { chapter: '202.3.', en: 'The mana value of an object is a number.', zh: '法术力值是数字。', subrules: [
          { chapter: '202.3a', en: 'Sub.', zh: '子。' },
        ] },
      ] },
    ],
  },
  'tiny.json',
);

describe('CR data pack', () => {
  it('takes the first paragraph under a keyword heading', () => {
    expect(definitionFor(entry('702.35'), indexRules(tiny))).toEqual({ rule: '702.35a', en: 'Madness is a keyword.', zh: '疯魔是关键字。' });
  });

  it('takes a rule that is itself a sentence', () => {
    expect(definitionFor(entry('202.3'), indexRules(tiny))?.rule).toBe('202.3');
  });

  it('returns undefined for a rule the pack lacks', () => {
    expect(definitionFor(entry('999.1'), indexRules(tiny))).toBeUndefined();
  });

  it('rejects files that are not a CR pack, saying what is missing', () => {
    expect(() => validateCrPack([], 'a.json')).toThrow(CrPackError);
    expect(() => validateCrPack({ version: '1' }, 'b.json')).toThrow(/b\.json: missing "main"/);
    expect(() => validateCrPack({ main: [{}] }, 'c.json')).toThrow(/c\.json: missing "version"/);
  });

  const real = new URL('../../../shared/data/cr/cr-20260417.json', import.meta.url);
  it.skipIf(!existsSync(real))('finds 702.35a for Madness in the real pack', () => {
    const pack = validateCrPack(JSON.parse(readFileSync(real, 'utf8')), 'cr');
    const def = definitionFor(entry('702.35'), indexRules(pack));
    expect(def?.rule).toBe('702.35a');
    expect(def?.zh).toContain('疯魔');
  });

  it.skipIf(!existsSync(real))('gives ability words 207.2c without the list of every ability word', () => {
    const pack = validateCrPack(JSON.parse(readFileSync(real, 'utf8')), 'cr');
    const landfall: KeywordEntry = { ...entry('207.2c'), kind: 'ability-word' };
    const def = definitionFor(landfall, indexRules(pack))!;
    expect(def.rule).toBe('207.2c');
    expect(def.en).toMatch(/^An ability word appears in italics/);
    expect(def.en).toMatch(/no special rules meaning/);
    expect(def.en).not.toMatch(/landfall/i);
    expect(def.zh).toMatch(/异能提示/);
    expect(def.zh).not.toMatch(/地落/);
    // Other kinds keep the whole paragraph.
    expect(definitionFor(entry('207.2c'), indexRules(pack))!.en).toMatch(/landfall/);
  });
});
