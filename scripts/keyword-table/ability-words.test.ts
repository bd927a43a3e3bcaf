import { describe, expect, it } from 'vitest';
import { readAbilityWords } from './ability-words.ts';

const rule = (en: string, zh: string, translatedterms?: unknown) => ({
  main: [{ chapter: '2.', en: 'Parts', zh: '部分', subrules: [{ chapter: '207.2c', en, zh }] }],
  ...(translatedterms ? { translatedterms } : {}),
});

const EN = 'An ability word appears in italics. The ability words are council’s dilemma, descend 4, landfall, and will of the council.';
const ZH = '异能提示开头。异能提示包括议争、落坟4、地落，以及议定。';

describe('readAbilityWords', () => {
  it('pairs the English and Chinese lists of 207.2c in order, capitalising the display name', () => {
    expect(readAbilityWords(rule(EN, ZH), 'cr.json')).toEqual([
      { rule: '207.2c', en: 'Council’s dilemma', zh: '议争' },
      { rule: '207.2c', en: 'Descend 4', zh: '落坟4' },
      { rule: '207.2c', en: 'Landfall', zh: '地落' },
      { rule: '207.2c', en: 'Will of the council', zh: '议定' },
    ]);
  });

  it('fails when the lists differ in length (the pairing would shift every name)', () => {
    expect(() => readAbilityWords(rule(EN, '异能提示包括议争、地落，以及议定。'), 'cr.json')).toThrow(
      'CR cr.json 207.2c: lists 4 English and 3 Chinese ability words; cannot pair them',
    );
  });

  it('fails when a pair disagrees with translatedterms', () => {
    const tt = { mainGlossary: [{ English: 'Landfall', Chinese: '地落' }, { English: 'Descend 4', Chinese: '议争' }] };
    expect(() => readAbilityWords(rule(EN, ZH, tt), 'cr.json')).toThrow(/item 2 pairs "descend 4" with 落坟4, but translatedterms says 议争/);
    const ok = { mainGlossary: [{ English: 'Landfall', Chinese: '地落' }] };
    expect(readAbilityWords(rule(EN, ZH, ok), 'cr.json')).toHaveLength(4);
  });

  it('names the file and the rule when the rule or its list is missing', () => {
    expect(() => readAbilityWords({ main: [] }, 'cr.json')).toThrow('CR cr.json 207.2c: rule not found');
    expect(() => readAbilityWords(rule('Ability words have no rules meaning.', ZH), 'cr.json')).toThrow(/en text no longer contains "The ability words are "/);
    expect(() => readAbilityWords(rule(EN, '异能提示没有规则含义。'), 'cr.json')).toThrow(/zh text no longer contains/);
  });

  it('rejects a list item that is a sentence rather than a word', () => {
    const en = 'The ability words are landfall; see the glossary, and raid.';
    expect(() => readAbilityWords(rule(en, '异能提示包括地落、突击，以及门槛。'), 'cr.json')).toThrow(/does not look like an ability word/);
  });
});
