import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { CrPackError, definitionFor, FULL_RULE_MAX_CHARS, fullRuleFor, indexRules, onlyClassifies, onlyClassifiesZh, validateCrPack, type CrNode } from './cr-pack.ts';
import type { KeywordEntry } from '../schema.ts';
import { KEYWORDS } from '../keywords/index.ts';

const entry = (rule: string, kind: KeywordEntry['kind'] = 'concept'): KeywordEntry => ({ id: 'x', kind, rule, en: ['X'], zhHans: ['某'], zhHant: ['某'] });

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

  describe('choosing the subrule that says what the keyword does', () => {
    const rules = (subrules: Array<[string, string]>) =>
      indexRules(validateCrPack({ version: '1', main: [{ chapter: '702.9.', en: 'Flying', zh: '飞行', subrules: subrules.map(([chapter, en]) => ({ chapter, en, zh: `${en}（中）` })) }] }, 't'));

    it('skips a subrule that only classifies, and the boilerplate after it', () => {
      const r = rules([
        ['702.9a', 'Glide is an evasion ability.'],
        ['702.9b', 'A creature with glide is blocked only by gliders. (See rule 509.)'],
      ]);
      expect(definitionFor(entry('702.9', 'keyword-ability'), r)?.rule).toBe('702.9b');
      const r2 = rules([
        ['702.9a', 'Glide is a static ability that modifies the rules for combat.'],
        ['702.9b', 'Multiple instances of glide on the same creature are redundant.'],
        ['702.9c', '“Glides with other” is a variant of glide.'],
        ['702.9d', 'Glide means it is blocked only by gliders.'],
      ]);
      expect(definitionFor(entry('702.9', 'keyword-ability'), r2)?.rule).toBe('702.9d');
    });

    it('keeps a subrule that classifies and then says what it means', () => {
      const r = rules([['702.9a', 'Glide is a triggered ability. “Glide [cost]” means “Whenever this creature attacks, pay [cost].”'], ['702.9b', 'Other.']]);
      expect(definitionFor(entry('702.9', 'keyword-ability'), r)?.rule).toBe('702.9a');
    });

    it('falls back to the first subrule when every one only classifies', () => {
      expect(definitionFor(entry('702.9', 'keyword-ability'), rules([['702.9a', 'Glide is an evasion ability.']]))?.rule).toBe('702.9a');
    });

    it('tells classification from meaning, sentence by sentence', () => {
      // Invented sentences of the CR's shapes (its text is never committed).
      expect(onlyClassifies('Glide is a static ability.')).toBe(true);
      expect(onlyClassifies('Twin hit is a static ability that modifies the combat step. (See rule 510, “Combat.”)')).toBe(true);
      expect(onlyClassifies('Bind is a static ability, written “Bind [thing].” A bind ability limits what it can hold.')).toBe(false);
      expect(onlyClassifies('Sting is a static ability. It is written “sting N,” where N is a count.')).toBe(true);
      expect(onlyClassifies('To sprout means to pick permanents and grow them.')).toBe(false);
      expect(onlyClassifies('“Quick” means “You may use this whenever you like.”')).toBe(false);
    });

    it('gives ability words no definition and no whole rule (207.2c says only that they mean nothing)', () => {
      const r = indexRules(validateCrPack({ version: '1', main: [{ chapter: '207.2c', en: 'An ability word appears in italics… no special rules meaning. The ability words are landfall, raid.', zh: '异能提示…' }] }, 't'));
      expect(definitionFor(entry('207.2c', 'ability-word'), r)).toBeUndefined();
      expect(fullRuleFor(entry('207.2c', 'ability-word'), r)).toBeUndefined();
      expect(definitionFor(entry('207.2c'), r)?.rule).toBe('207.2c');
    });
  });

  describe('a CR in one language (an import): the other is \'\' and the choice reads the one there', () => {
    // Invented sentences of the translation's shapes (its text is never committed).
    const glide = (lang: 'en' | 'zh', subrules: Array<[string, string]>) =>
      indexRules({ version: '1', main: [{ chapter: '702.9.', en: lang === 'en' ? 'Glide' : '', zh: lang === 'zh' ? '滑翔' : '', subrules: subrules.map(([chapter, text]) => ({ chapter, en: lang === 'en' ? text : '', zh: lang === 'zh' ? text : '' })) }] });

    it('Chinese only: skips the classifying subrule and the boilerplate, like the English', () => {
      const r = glide('zh', [
        ['702.9a', '滑翔属于躲避式异能，会影响阻挡的规则。'],
        ['702.9b', '同一个生物上的多个滑翔异能并无意义。'],
        ['702.9c', '具有滑翔异能的生物只能被滑翔者阻挡。（参见规则509。）'],
      ]);
      expect(definitionFor(entry('702.9', 'keyword-ability'), r)).toEqual({ rule: '702.9c', en: '', zh: '具有滑翔异能的生物只能被滑翔者阻挡。（参见规则509。）' });
      expect(fullRuleFor(entry('702.9', 'keyword-ability'), r)!.paragraphs.map((p) => p.rule)).toEqual(['702.9a', '702.9b', '702.9c']);
    });

    it('English only: the same choice, Chinese left empty', () => {
      const r = glide('en', [['702.9a', 'Glide is an evasion ability.'], ['702.9b', 'A glider is blocked only by gliders.']]);
      expect(definitionFor(entry('702.9', 'keyword-ability'), r)).toEqual({ rule: '702.9b', en: 'A glider is blocked only by gliders.', zh: '' });
    });

    it('tells Chinese classification from meaning', () => {
      expect(onlyClassifiesZh('滑翔属于躲避式异能。')).toBe(true);
      expect(onlyClassifiesZh('刺针是静止式异能，其叙述写作“刺针N”，N为一个数字。')).toBe(true);
      expect(onlyClassifiesZh('滑翔是静止式异能。具有滑翔的生物只能被滑翔者阻挡。')).toBe(false);
      expect(onlyClassifiesZh('“快速”意指“你可以随时使用此物”。')).toBe(false);
    });

    it('a Chinese heading ending in an exclamation mark is still a heading (a name like “前进！”)', () => {
      const r = indexRules({ version: '1', main: [{ chapter: '702.9.', en: '', zh: '前进！', subrules: [{ chapter: '702.9a', en: '', zh: '前进是一种虚构的异能，意为向前。' }] }] });
      expect(definitionFor(entry('702.9', 'keyword-ability'), r)?.rule).toBe('702.9a');
    });
  });

  describe('the whole rule', () => {
    it('is every paragraph below the heading, in document order, nested ones included', () => {
      const node: CrNode = { chapter: '702.9.', en: 'Flying', zh: '飞行', subrules: [
        { chapter: '702.9a', en: 'A.', zh: '甲。', subrules: [{ chapter: '702.9a-1', en: 'A1.', zh: '甲一。' }] },
        { chapter: '702.9b', en: 'B.', zh: '乙。' },
      ] };
      const full = fullRuleFor(entry('702.9'), indexRules({ version: '1', main: [node] }))!;
      expect(full.paragraphs.map((p) => p.rule)).toEqual(['702.9a', '702.9a-1', '702.9b']);
      expect(full.omitted).toBeUndefined();
    });

    it('is absent when the definition is all there is, and cut (saying how much) when long', () => {
      expect(fullRuleFor(entry('202.3'), indexRules({ version: '1', main: [{ chapter: '202.3.', en: 'Sentence.', zh: '句。' }] }))).toBeUndefined();
      const long = 'x'.repeat(FULL_RULE_MAX_CHARS / 3);
      const node: CrNode = { chapter: '603.', en: 'Long Section', zh: '长节', subrules: ['a', 'b', 'c', 'd'].map((l) => ({ chapter: `603.${l}`, en: long, zh: '中' })) };
      const full = fullRuleFor(entry('603'), indexRules({ version: '1', main: [node] }))!;
      expect(full.paragraphs.map((p) => p.rule)).toEqual(['603.a', '603.b']);
      expect(full.omitted).toBe(2);
    });
  });

  const real = new URL('../../../shared/data/cr/cr-20260417.json', import.meta.url);
  const realRules = () => indexRules(validateCrPack(JSON.parse(readFileSync(real, 'utf8')), 'cr'));

  it.skipIf(!existsSync(real))('finds 702.35a for Madness in the real pack', () => {
    const def = definitionFor(entry('702.35'), realRules());
    expect(def?.rule).toBe('702.35a');
    expect(def?.zh).toContain('疯魔');
  });

  it.skipIf(!existsSync(real))('picks the subrule that says what the keyword does in the real pack', () => {
    const rules = realRules();
    const picked = (id: string) => {
      const k = KEYWORDS.find((x) => x.id === id)!;
      return definitionFor(k, rules)!;
    };
    // A word or two of each, to show the pick is about what the keyword does (the CR text
    // itself stays out of the repository).
    const expected: Record<string, [string, RegExp]> = {
      flying: ['702.9b', /reach/],
      deathtouch: ['702.2b', /destroyed/],
      haste: ['702.10b', /attack/],
      lifelink: ['702.15b', /life/],
      menace: ['702.111b', /two or more/],
      reach: ['702.17b', /reach/],
      hexproof: ['702.11b', /target/],
      indestructible: ['702.12b', /destroyed/],
      proliferate: ['701.34a', /^To proliferate/],
      ward: ['702.21a', /unless/],
      vigilance: ['702.20b', /tap/],
    };
    for (const [id, [rule, text]] of Object.entries(expected)) {
      expect(picked(id).rule, id).toBe(rule);
      expect(picked(id).en, id).toMatch(text);
      expect(picked(id).zh, id).not.toBe('');
    }
  });

  it.skipIf(!existsSync(real))('never picks a bare classification for a keyword ability or action of the real pack', () => {
    const rules = realRules();
    const bare = KEYWORDS.filter((k) => k.kind === 'keyword-ability' || k.kind === 'keyword-action')
      .map((k) => ({ id: k.id, def: definitionFor(k, rules) }))
      .filter(({ def }) => !def || onlyClassifies(def.en) || /^(?:Multiple instances|For more information)/.test(def.en))
      .map(({ id, def }) => `${id}: ${def?.rule} ${def?.en}`);
    expect(bare).toEqual([]);
  });

  it.skipIf(!existsSync(real))('ships whole rules within the limit, cutting only the long sections', () => {
    const rules = realRules();
    const flying = fullRuleFor(KEYWORDS.find((k) => k.id === 'flying')!, rules)!;
    expect(flying.paragraphs.map((p) => p.rule)).toEqual(['702.9a', '702.9b', '702.9c']);
    for (const k of KEYWORDS) {
      const full = fullRuleFor(k, rules);
      if (!full) continue;
      const size = full.paragraphs.reduce((n, p) => n + p.en.length + p.zh.length, 0);
      expect(size <= FULL_RULE_MAX_CHARS || full.paragraphs.length === 1, k.id).toBe(true);
      // The definition is one of the paragraphs unless the rule was cut before it.
      const def = definitionFor(k, rules)!;
      if (!full.omitted) expect(full.paragraphs.map((p) => p.rule), k.id).toContain(def.rule);
    }
    expect(fullRuleFor(KEYWORDS.find((k) => k.id === 'triggered-ability')!, rules)!.omitted).toBeGreaterThan(0);
  });
});
