// Conventions test for the committed keyword table: shape of every entry, the counts the CR
// fixes, the Traditional spot checks, and that the file is what the generator makes today.

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TABLE_PATH, defaultCrPath, readCr } from '../../scripts/generate-keyword-table.ts';
import { buildKeywordTable, serializeTable } from '../../scripts/keyword-table/build-table.ts';
import { chapterKey, compareRules } from '../../scripts/keyword-table/cr-names.ts';
import { everydayIds } from '../../scripts/keyword-table/everyday.ts';
import { PROTECTED_TERMS } from '../../scripts/keyword-table/zh-hant.ts';
import { KEYWORDS, keywordById } from './index.ts';

const KINDS = ['keyword-action', 'keyword-ability', 'ability-word', 'mechanic', 'concept'];
const HAN = /\p{Script=Han}/u;
const entry = (id: string) => {
  const e = keywordById(id);
  if (!e) throw new Error(`no keyword "${id}" in the table`);
  return e;
};

describe('keyword table entries', () => {
  it.each(KEYWORDS.map((k) => [k.id, k] as const))('%s is well formed', (_id, k) => {
    expect(k.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(KINDS).toContain(k.kind);
    expect(k.rule).toMatch(/^\d{3}(?:\.\d+[a-z]?)?$/);
    expect(k.en.length).toBeGreaterThan(0);
    expect(k.zhHans.some((z) => HAN.test(z))).toBe(true);
    expect(k.zhHant.length).toBeGreaterThan(0);
    if ('everyday' in k) expect([true, 'en', 'zh']).toContain(k.everyday);
    for (const name of [...k.en, ...k.zhHans, ...k.zhHant]) {
      expect(name, 'a name, not a sentence').toSatisfy((n: string) => n.length > 0 && n.length <= 40 && !/[.。]\s/.test(n));
    }
    if (k.kind === 'keyword-action') expect(k.rule).toMatch(/^701\.\d+$/);
    if (k.kind === 'keyword-ability') expect(k.rule).toMatch(/^702\.\d+$/);
    if (k.kind === 'ability-word') expect(k.rule).toBe('207.2c');
  });

  it('has unique ids', () => {
    const ids = KEYWORDS.map((k) => k.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has the 258 CR keywords (701.2–701.68, 702.2–702.192)', () => {
    const actions = KEYWORDS.filter((k) => k.kind === 'keyword-action');
    const abilities = KEYWORDS.filter((k) => k.kind === 'keyword-ability');
    expect(actions.length + abilities.length).toBe(258);
    expect(actions.map((k) => k.rule)).toEqual(Array.from({ length: 67 }, (_, i) => `701.${i + 2}`));
    expect(abilities.map((k) => k.rule)).toEqual(Array.from({ length: 191 }, (_, i) => `702.${i + 2}`));
  });

  it('lists the keywords by rule, then the ability words in CR order, then the extra entries by rule', () => {
    const firstWord = KEYWORDS.findIndex((k) => k.kind === 'ability-word');
    const firstExtra = KEYWORDS.findIndex((k) => k.kind === 'mechanic' || k.kind === 'concept');
    expect(firstWord).toBe(258);
    expect(firstExtra).toBe(258 + 61);
    expect(KEYWORDS.slice(firstWord, firstExtra).every((k) => k.kind === 'ability-word')).toBe(true);
    const sorted = (part: readonly { rule: string }[]) =>
      part.every((k, i) => i === 0 || compareRules(part[i - 1].rule, k.rule) <= 0);
    expect(sorted(KEYWORDS.slice(0, firstWord))).toBe(true);
    expect(sorted(KEYWORDS.slice(firstExtra))).toBe(true);
    // 207.2c lists the ability words alphabetically.
    const words = KEYWORDS.slice(firstWord, firstExtra).map((k) => k.en[0].toLowerCase());
    expect(words).toEqual([...words].sort());
  });

  it('gives every entry an English and a Simplified Chinese name, and a kind-specific shape', () => {
    for (const k of KEYWORDS) {
      expect(k.en[0]?.trim(), k.id).toBeTruthy();
      expect(HAN.test(k.zhHans[0] ?? ''), `${k.id}: zhHans[0] is Chinese`).toBe(true);
    }
    // Ability words are labels: no inflections, one name per language (plus its Traditional form).
    for (const k of KEYWORDS.filter((x) => x.kind === 'ability-word')) {
      expect(k.en, k.id).toHaveLength(1);
      expect(k.zhHans, k.id).toHaveLength(1);
    }
  });

  it('gives no name to two entries (case-insensitive English; both Chinese scripts together)', () => {
    const owner = new Map<string, string>();
    for (const k of KEYWORDS) {
      for (const key of [...k.en.map((n) => `en:${n.toLowerCase()}`), ...[...k.zhHans, ...k.zhHant].map((n) => `zh:${n}`)]) {
        const prev = owner.get(key);
        expect(prev === undefined || prev === k.id, `${key} in ${prev} and ${k.id}`).toBe(true);
        owner.set(key, k.id);
      }
    }
  });

  it('flags exactly the everyday ids from scripts/keyword-table/everyday.ts', () => {
    expect(KEYWORDS.filter((k) => k.everyday).map((k) => k.id).sort()).toEqual(everydayIds());
    const lang = (k: (typeof KEYWORDS)[number]) => (k.everyday === true ? 'both' : k.everyday);
    expect(lang(keywordById('proliferate')!), 'rare in English, everyday in Chinese').toBe('zh');
    expect(lang(keywordById('flying')!)).toBe('both');
    expect(keywordById('deathtouch')!.everyday).toBeUndefined();
  });
});

describe('names the rulings need', () => {
  it.each([
    ['adventure', '歷險'],
    ['phasing', '躍離'],
    ['disguise', '偽裝'],
    ['madness', '瘋魔'],
    ['prowess', '靈技'],
    ['equip', '佩帶'],
    ['cycling', '循環'],
  ])('%s has the Traditional name %s', (id, hant) => {
    expect(entry(id).zhHant).toContain(hant);
  });

  it('never uses the Taiwan-phrase 迴圈 for 循环', () => {
    expect(KEYWORDS.some((k) => k.zhHant.some((n) => n.includes('迴圈')))).toBe(false);
  });

  it('uses every protected term somewhere (no dead entries)', () => {
    for (const term of PROTECTED_TERMS) {
      expect(KEYWORDS.some((k) => k.zhHans.some((n) => n.includes(term.hans))), term.hans).toBe(true);
    }
  });

  it('lets "phased out" and 跃离 / 跃回 reach the phasing entry', () => {
    const phasing = entry('phasing');
    expect(phasing.zhHans[0]).toBe('时间跳跃');
    expect(phasing.zhHans).toEqual(expect.arrayContaining(['跃离', '跃回']));
    expect(phasing.en).toEqual(expect.arrayContaining(['phased out', 'phased-out', 'phase in', 'phases out']));
    expect(phasing.en).not.toContain('phase'); // bare "phase" is a turn phase
  });

  it('keeps counter the action and counters the objects apart', () => {
    expect(entry('counter')).toMatchObject({ kind: 'keyword-action', rule: '701.6', zhHans: ['反击'] });
    expect(entry('counters')).toMatchObject({ kind: 'concept', rule: '122', zhHans: ['指示物'] });
  });

  it('maps adventurer cards and old names to their entries', () => {
    expect(entry('adventure').en).toEqual(expect.arrayContaining(['adventurer', 'adventurer card']));
    expect(entry('mana-value').zhHans).toEqual(['法术力值', '总法术力费用']);
    expect(entry('proliferate').en).toEqual(expect.arrayContaining(['proliferated', 'proliferating']));
  });

  it('covers the concepts the seed rulings discuss, in their wording', () => {
    const zh = new Set(KEYWORDS.flatMap((k) => k.zhHans));
    for (const term of ['触发式异能', '起动式异能', '法术力异能', '静止式异能', '延迟触发式异能', '替代性效应',
      '持续性效应', '替代性费用', '额外费用', '总费用', '法术力值', '法术力费用', '状态动作', '特殊动作', '衍生物',
      '指示物', '复制', '优先权', '堆叠', '牌面朝下', '翻回正面', '历险', '弃牌', '弃掉', '展示', '增殖', '召集']) {
      expect(zh.has(term), term).toBe(true);
    }
  });

  it.each([
    // Checked by hand against printed cards (Zendikar 地落, Khans 突击, Theros 星彩, Odyssey 门槛).
    ['landfall', 'Landfall', '地落', '地落'],
    ['raid', 'Raid', '突击', '突擊'],
    ['constellation', 'Constellation', '星彩', '星彩'],
    ['threshold', 'Threshold', '门槛', '門檻'],
    ['councils-dilemma', 'Council’s dilemma', '议争', '議爭'],
    ['descend-4', 'Descend 4', '落坟4', '落墳4'],
  ])('ability word %s is %s / %s / %s', (id, en, hans, hant) => {
    expect(entry(id)).toMatchObject({ kind: 'ability-word', rule: '207.2c', en: [en], zhHans: [hans], zhHant: [hant] });
  });

  it('covers the concepts readers meet, with the old names too', () => {
    expect(entry('double-faced-card').zhHans).toEqual(expect.arrayContaining(['双面牌', '模式双面牌', '转化式双面牌']));
    expect(entry('double-faced-card').en).toEqual(expect.arrayContaining(['DFC', 'MDFC', 'transforming double-faced card']));
    expect(entry('legend-rule').zhHans).toEqual(['传奇规则']);
    expect(entry('summoning-sickness').zhHans).toEqual(['召唤失调']);
    expect(entry('characteristics').zhHans).toEqual(['特征']);
    expect(entry('untap-step').zhHans).toEqual(['重置步骤']);
  });

  it('keywordById returns undefined for an unknown id', () => {
    expect(keywordById('no-such-keyword')).toBeUndefined();
    expect(keywordById('madness')?.rule).toBe('702.35');
  });
});

// The CR is not in this repo (its text must not be committed); it sits in ../shared/data/cr
// on developer machines and CI, or wherever RULINGS_CR points.
const CR_PATH = defaultCrPath();
const crPresent = existsSync(CR_PATH);
const skipNote = crPresent ? '' : ` (skipped: CR file not found at ${CR_PATH}; set RULINGS_CR)`;

describe('against the Comprehensive Rules JSON', () => {
  it.skipIf(!crPresent)(`committed keyword-table.json is what the generator makes${skipNote}`, () => {
    const fresh = serializeTable(buildKeywordTable(readCr(CR_PATH), CR_PATH));
    const committed = readFileSync(TABLE_PATH, 'utf8');
    expect(committed === fresh, 'keyword-table.json is stale: run npm run keywords:generate').toBe(true);
  });

  it.skipIf(!crPresent)(`has every ability word of 207.2c, paired with the CR's Chinese list${skipNote}`, () => {
    // Independent of scripts/keyword-table/ability-words.ts: read the two sentences plainly.
    interface CrNode { chapter: string; en: string; zh: string; subrules?: CrNode[] }
    const find = (nodes: CrNode[]): CrNode | undefined =>
      nodes.reduce<CrNode | undefined>((hit, n) => hit ?? (n.chapter === '207.2c' ? n : find(n.subrules ?? [])), undefined);
    const rule = find((readCr(CR_PATH) as { main: CrNode[] }).main)!;
    const en = rule.en.split('The ability words are ')[1].replace(/\.$/, '').split(', ').map((w) => w.replace(/^and /, ''));
    const zh = rule.zh.split('异能提示包括')[1].replace(/。$/, '').split(/、|，以及/);
    const words = KEYWORDS.filter((k) => k.kind === 'ability-word');
    expect(en.length).toBeGreaterThan(50);
    expect(words.map((k) => k.en[0].toLowerCase())).toEqual(en);
    expect(words.map((k) => k.zhHans[0])).toEqual(zh);
  });

  it.skipIf(!crPresent)(`each extra entry's rule paragraph uses its name${skipNote}`, () => {
    interface CrNode { chapter: string; en: string; zh: string; subrules?: CrNode[] }
    const byChapter = new Map<string, CrNode>();
    const walk = (nodes: CrNode[]) => nodes.forEach((n) => (byChapter.set(n.chapter, n), walk(n.subrules ?? [])));
    walk((readCr(CR_PATH) as { main: CrNode[] }).main);
    for (const k of KEYWORDS.filter((x) => x.kind === 'mechanic' || x.kind === 'concept')) {
      const node = byChapter.get(chapterKey(k.rule));
      expect(node, `${k.id}: rule ${k.rule}`).toBeDefined();
      const firstWord = k.en[0].toLowerCase().split(/[^a-z]+/)[0];
      expect(node!.en.toLowerCase(), `${k.id}: ${k.rule} en`).toContain(firstWord);
      expect(k.zhHans.some((z) => node!.zh.includes(z)), `${k.id}: ${k.rule} zh`).toBe(true);
    }
  });
});
