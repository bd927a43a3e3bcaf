import { describe, expect, it } from 'vitest';
import { wordMatcher as makeWordMatcher } from './word-matcher.ts';
import type { KeywordKind, Ruling } from '../schema.ts';
import { fileMechanics, isMechanic } from './file-mechanics.ts';
import { keywordsOfRuling, linkRulings, type KindOf, type TextMatcher } from './link-rulings.ts';

// A word-list matcher (one English word, or a pair of Chinese characters counted from the start
// of each run, per keyword) keeps these cases readable; seed-links.test.ts runs the real matcher on the real seeds.
const WORDS: Record<string, string> = {
  phasing: 'phasing', 跃离: 'phasing', adventure: 'adventure', 历险: 'adventure', ward: 'ward', 守护: 'ward',
  flying: 'flying', 飞行: 'flying', cast: 'cast', 施放: 'cast', counters: 'counters', 指示: 'counters',
  copy: 'copy', 复制: 'copy', mana: 'mana-value', 法术: 'mana-value',
};
const KINDS: Record<string, KeywordKind> = {
  phasing: 'keyword-ability', adventure: 'mechanic', ward: 'keyword-ability', flying: 'keyword-ability',
  cast: 'keyword-action', counters: 'concept', copy: 'concept', 'mana-value': 'concept',
};
const kindOf: KindOf = (id) => KINDS[id];
const matcher: TextMatcher = makeWordMatcher(WORDS);

let n = 0;
const ruling = (file: string, en: string, zh: string): Ruling => ({ id: `r-${String(++n).padStart(3, '0')}`, date: '2024-01-01', source: 'official', en, zh, origins: [{ file, line: n }] });

/** keyword id → [ruling id, primary?] pairs, for the given rulings. */
function links(rulings: Ruling[]) {
  const out: Record<string, string[]> = {};
  for (const [id, list] of linkRulings(rulings, matcher, kindOf)) out[id] = list.map((l) => `${l.rulingId}${l.primary ? '*' : ''}`).sort();
  return out;
}
const primaryOf = (rulings: Ruling[], id: string) => (links(rulings)[id] ?? []).filter((x) => x.endsWith('*')).map((x) => x.slice(0, -1));

describe('file mechanics', () => {
  const linked = (rulings: Ruling[]) => rulings.map((r) => ({ ruling: r, keywords: keywordsOfRuling(r, matcher, kindOf) }));

  it('are the mechanics a file keeps naming; not concepts nor everyday verbs', () => {
    const rulings = [
      ruling('a.txt', 'Phasing and counters. Cast it.', '跃离指示施放'),
      ruling('a.txt', 'Phasing again; cast it.', '跃离施放'),
      ruling('a.txt', 'A phasing note with counters.', '跃离指示'),
      ruling('a.txt', 'Ward, cast it.', '守护施放'),
      ruling('a.txt', 'Counters and cast.', '指示施放'),
    ];
    expect(fileMechanics(linked(rulings), kindOf)).toEqual(new Map([['a.txt', ['phasing']]]));
    expect(isMechanic('cast', kindOf)).toBe(false);
    expect(isMechanic('counters', kindOf)).toBe(false);
    expect(isMechanic('ward', kindOf)).toBe(true);
    expect(isMechanic('unknown-id', kindOf)).toBe(true);
  });

  it('are none when nothing recurs: one ruling, or a mixed file', () => {
    expect(fileMechanics(linked([ruling('one.txt', 'Phasing.', '跃离')]), kindOf).size).toBe(0);
    const mixed = [ruling('m.txt', 'Phasing.', '跃离'), ruling('m.txt', 'Ward.', '守护'), ruling('m.txt', 'Flying.', '飞行')];
    expect(fileMechanics(linked(mixed), kindOf).size).toBe(0);
  });

  it('need a fifth of the file: two mentions among twenty rulings are not enough', () => {
    const many = Array.from({ length: 20 }, (_, i) => ruling('big.txt', i < 2 ? 'Phasing.' : 'Nothing.', i < 2 ? '跃离' : '无'));
    expect(fileMechanics(linked(many), kindOf).size).toBe(0);
  });
});

describe('primary links', () => {
  // An Adventure card's file: Adventure rulings, a general reminder, and the rulings that do
  // not name Adventure (the file's context says it).
  const adventureFile = () => {
    const about = [
      ruling('adv.txt', 'If you cast an Adventure, cast it from exile later.', '施放历险后，之后再施放。'),
      ruling('adv.txt', 'If an effect makes a copy of an Adventure spell, the copy is exiled.', '如果复制历险咒语，复制品被放逐。'),
      ruling('adv.txt', 'Cast the Adventure first. Then cast the creature.', '先施放历险。再施放生物。'),
    ];
    const reminder = ruling('adv.txt', 'Counters on a permanent stay. Counters are not copied.', '永久物上的指示物保留。指示物不会复制。');
    const elided = ruling('adv.txt', 'You must cast the permanent spell from exile at sorcery speed.', '施放该永久物咒语时须遵循时机限制。');
    const warded = ruling('adv.txt', 'The creature spell with ward and no name from exile is a creature spell.', '守护且无名称的该生物咒语来自放逐区。');
    return { about, reminder, elided, warded, all: [...about, reminder, elided, warded] };
  };

  it('a ruling that names the file mechanic is about it, not about the concepts it uses', () => {
    const f = adventureFile();
    const l = links(f.all);
    expect(primaryOf(f.all, 'adventure')).toEqual(expect.arrayContaining(f.about.map((r) => r.id)));
    // "…makes a copy of an Adventure spell": Adventure's, copy only mentions it.
    expect(l.copy).toContain(f.about[1].id);
    expect(primaryOf(f.all, 'copy')).not.toContain(f.about[1].id);
  });

  it('a general reminder is about its subject, named in both languages at the lead', () => {
    const f = adventureFile();
    expect(primaryOf(f.all, 'counters')).toEqual([f.reminder.id]);
    expect(primaryOf(f.all, 'adventure')).not.toContain(f.reminder.id);
  });

  it('a ruling whose subject the mechanic’s rulings keep naming is the mechanic’s too (score 0, last)', () => {
    const f = adventureFile();
    expect(primaryOf(f.all, 'cast')).toContain(f.elided.id);
    expect(primaryOf(f.all, 'adventure')).toContain(f.elided.id);
    const adventure = linkRulings(f.all, matcher, kindOf).get('adventure')!;
    expect(adventure.at(-1)!.score).toBe(0);
    expect(adventure.filter((l) => l.score === 0).map((l) => l.rulingId).sort()).toEqual([f.elided.id, f.warded.id].sort());
  });

  it('a keyword ability named once in a file about another mechanic is a detail, not the topic', () => {
    const f = adventureFile();
    expect(primaryOf(f.all, 'ward')).toEqual([]);
    expect(links(f.all).ward).toEqual([f.warded.id]);
    expect(primaryOf(f.all, 'adventure')).toContain(f.warded.id);
    // The same ruling alone in a file of its own is about ward.
    const alone = { ...f.warded, origins: [{ file: 'other.txt', line: 1 }] };
    expect(primaryOf([alone], 'ward')).toEqual([alone.id]);
  });

  it('with two file mechanics, a ruling naming neither goes to the one whose rulings share its words', () => {
    const file = [
      ruling('two.txt', 'Phasing makes the permanent leave; phasing in returns the permanent.', '跃离使永久物离开。'),
      ruling('two.txt', 'Phasing ignores the permanent.', '跃离忽略该永久物。'),
      ruling('two.txt', 'Phasing keeps auras attached to the permanent.', '跃离时灵气依旧贴附于永久物。'),
      ruling('two.txt', 'Ward taxes each targeting spell: pay two generic mana more.', '守护对每个指定目标的咒语额外收两点通用法术力。'),
      ruling('two.txt', 'Ward triggers once for each targeting spell or ability.', '守护对每个指定目标的咒语或异能触发一次。'),
    ];
    const elided = ruling('two.txt', 'Each targeting spell or ability is taxed separately.', '每个指定目标的咒语或异能分别收费。');
    const all = [...file, elided];
    expect(primaryOf(all, 'ward')).toContain(elided.id);
    expect(primaryOf(all, 'phasing')).not.toContain(elided.id);
  });

  it('without file mechanics, the best scored keyword when nothing is named in both languages', () => {
    const r = ruling('x.txt', 'Flying only in English.', '只有中文守护。');
    expect(links([r])).toEqual({ flying: [`${r.id}*`], ward: [`${r.id}*`] });
  });

  it('links a ruling without origins (from a pack bundle) on its text alone', () => {
    const f = adventureFile();
    const loose = { ...f.warded, origins: [] };
    expect(primaryOf([loose, ...f.about.map((r) => ({ ...r, origins: [] }))], 'ward')).toEqual([loose.id]);
  });

  it('links the same way for any file name (an imported pack file)', () => {
    const f = adventureFile();
    const renamed = f.all.map((r) => ({ ...r, origins: [{ file: 'my-pack.zip/cards/adventurer.txt', line: 1 }] }));
    expect(links(renamed)).toEqual(links(f.all));
  });
});
