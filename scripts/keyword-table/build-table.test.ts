import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, readCr } from '../generate-keyword-table.ts';
import { buildKeywordTable, serializeTable, type TableConfig } from './build-table.ts';

// A tiny CR in the real shape: sections → rules → keyword headings (plus intro sentences).
function node(chapter: string, en: string, zh: string, subrules?: unknown[]) {
  return subrules ? { chapter, en, zh, subrules } : { chapter, en, zh };
}

function tinyCr(actions: Array<[string, string, string]>, abilities: Array<[string, string, string]>) {
  return {
    version: 'test',
    main: [
      node('2.', 'Parts of a Card', '牌的组成部分', [
        node('207.', 'Text Box', '文字栏', [
          node('207.2.', 'The text box may also contain italicized text.', '说明。', [
            node('207.2c', 'An ability word appears in italics. The ability words are landfall and raid.', '说明。异能提示包括地落以及突击。'),
          ]),
        ]),
      ]),
      node('6.', 'Spells', '咒语', [node('603.', 'Handling Triggered Abilities', '处理触发式异能')]),
      node('7.', 'Additional Rules', '额外规则', [
        node('701.', 'Keyword Actions', '关键字动作', [
          node('701.1.', 'Most actions described in a card’s rules text use English.', '说明。'),
          ...actions.map(([c, en, zh]) => node(c, en, zh)),
        ]),
        node('702.', 'Keyword Abilities', '关键字异能', [
          node('702.1.', 'Most abilities describe exactly what they do.', '说明。'),
          ...abilities.map(([c, en, zh]) => node(c, en, zh)),
        ]),
      ]),
    ],
  };
}

const CR = tinyCr(
  [['701.2.', 'Scry', '占卜'], ['701.3.', 'Turn Face Up', '翻回正面']],
  [['702.2.', 'Flying', '飞行'], ['702.3.', 'Equip', '佩带']],
);

const EMPTY: TableConfig = { overrides: {}, verbAbilities: [], extras: [], everydayEn: [], everydayZh: [] };

describe('buildKeywordTable', () => {
  it('builds one entry per keyword heading, in rule order', () => {
    const table = buildKeywordTable(CR, 'tiny', { ...EMPTY, verbAbilities: ['equip'], everydayEn: ['flying', 'equip'], everydayZh: ['flying'] });
    expect(table.map((e) => [e.id, e.kind, e.rule])).toEqual([
      ['scry', 'keyword-action', '701.2'],
      ['turn-face-up', 'keyword-action', '701.3'],
      ['flying', 'keyword-ability', '702.2'],
      ['equip', 'keyword-ability', '702.3'],
      ['landfall', 'ability-word', '207.2c'],
      ['raid', 'ability-word', '207.2c'],
    ]);
    expect(table[4]).toMatchObject({ en: ['Landfall'], zhHans: ['地落'], zhHant: ['地落'] }); // never inflected
    const [scry, turn, flying, equip] = table;
    expect(scry.en).toEqual(['Scry', 'scries', 'scried', 'scrying']);
    expect(turn.en).toContain('turned face up');
    expect(flying.en).toEqual(['Flying']); // abilities do not inflect by default
    expect(equip.en).toEqual(['Equip', 'equips', 'equipped', 'equipping']);
    expect(equip.zhHant).toEqual(['佩帶']);
    expect(flying.everyday).toBe(true);
    expect(equip.everyday).toBe('en');
    expect('everyday' in scry).toBe(false); // absent rather than false: smaller JSON
  });

  it('adds extras after the keywords, sorted by rule', () => {
    const table = buildKeywordTable(CR, 'tiny', {
      ...EMPTY,
      extras: [{ id: 'triggered-ability', kind: 'concept', rule: '603', en: ['Triggered ability'], zhHans: ['触发式异能'], nouns: ['triggered ability'] }],
    });
    const last = table[table.length - 1];
    expect(last).toMatchObject({ id: 'triggered-ability', rule: '603', en: ['Triggered ability', 'triggered abilities'] });
  });

  it('applies overrides: aliases, verbs and no inflection', () => {
    const table = buildKeywordTable(CR, 'tiny', {
      ...EMPTY,
      overrides: { scry: { inflect: false, en: ['scry N'], zhHans: ['占卜N'] }, flying: { verbs: ['soar'] } },
    });
    expect(table[0].en).toEqual(['Scry', 'scry N']);
    expect(table[0].zhHans).toEqual(['占卜', '占卜N']);
    expect(table[2].en).toEqual(['Flying', 'soar', 'soars', 'soared', 'soaring']);
  });

  it('reports every problem in one error', () => {
    const bad: TableConfig = {
      overrides: { scry: { en: ['flying'] }, 'no-such-keyword': { en: ['x'] } },
      verbAbilities: ['scry'],
      extras: [{ id: 'flying', kind: 'concept', rule: '999', en: ['Flight'], zhHans: ['飞翔'] }],
      everydayEn: ['typo-id'],
      everydayZh: [],
    };
    let message = '';
    try {
      buildKeywordTable(CR, 'tiny', bad);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/keyword table from tiny has \d+ problem/);
    expect(message).toContain('id "flying" is used by 2 entries');
    expect(message).toContain('name "flying" belongs to several entries: scry, flying');
    expect(message).toContain('overrides: no keyword has id "no-such-keyword"');
    expect(message).toContain('VERB_ABILITIES: "scry" is not a keyword ability id');
    expect(message).toContain('flying: rule 999 is not in the CR');
    expect(message).toContain('everyday: no entry has id "typo-id"');
  });

  it('rejects a Chinese name shared by two keywords, across scripts', () => {
    // 佩帶 (Traditional of Equip) given to Flying as a Simplified alias.
    expect(() => buildKeywordTable(CR, 'tiny', { ...EMPTY, overrides: { flying: { zhHans: ['佩帶'] } } })).toThrow(
      /name "佩帶" belongs to several entries: flying, equip/,
    );
  });

  it('fails on a gap in the keyword numbering', () => {
    const gap = tinyCr([['701.2.', 'Scry', '占卜'], ['701.4.', 'Mill', '磨']], [['702.2.', 'Flying', '飞行']]);
    expect(() => buildKeywordTable(gap, 'gap.json', EMPTY)).toThrow(/CR gap\.json: 701\.3\. is missing/);
  });

  it('fails when a heading holds a sentence instead of a name', () => {
    const sentence = tinyCr([['701.2.', 'To scry N, look at the top N cards. Then…', '占卜']], [['702.2.', 'Flying', '飞行']]);
    expect(() => buildKeywordTable(sentence, 's.json', EMPTY)).toThrow(/701\.2\. en .* looks like a sentence/);
  });

  it('fails when a name is missing or the file is not a CR', () => {
    const missing = tinyCr([['701.2.', 'Scry', '']], [['702.2.', 'Flying', '飞行']]);
    expect(() => buildKeywordTable(missing, 'm.json', EMPTY)).toThrow(/CR m\.json: 701\.2\. has no zh name/);
    expect(() => buildKeywordTable({ rules: [] }, 'x.json', EMPTY)).toThrow(/CR x\.json: not a CR JSON file/);
  });
});

describe('serializeTable', () => {
  it('writes one entry per line and round-trips', () => {
    const table = buildKeywordTable(CR, 'tiny', EMPTY);
    const text = serializeTable(table);
    expect(text.split('\n')).toHaveLength(table.length + 3); // [, entries…, ], trailing newline
    expect(JSON.parse(text)).toEqual(table);
    expect(serializeTable(buildKeywordTable(CR, 'tiny', EMPTY))).toBe(text); // deterministic
  });
});

describe('generate-keyword-table CLI', () => {
  it('readCr names the file when it is missing or not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kw-'));
    expect(() => readCr(join(dir, 'nope.json'))).toThrow(/CR file not found: .*nope\.json/);
    writeFileSync(join(dir, 'bad.json'), '{ not json');
    expect(() => readCr(join(dir, 'bad.json'))).toThrow(/bad\.json is not valid JSON/);
  });

  it('exits 1 with a clear message for a missing CR file', () => {
    const run = spawnSync(process.execPath, ['scripts/run-ts.js', 'scripts/generate-keyword-table.ts', '--check', '--cr', 'no/such/cr.json'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/generate-keyword-table: CR file not found: .*no\/such\/cr\.json/);
  });
});
