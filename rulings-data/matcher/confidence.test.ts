// Confidence rules (index.ts "Confidence"), one example each, plus filtering and page context.
import { describe, expect, it } from 'vitest';
import type { Confidence } from '../schema.ts';
import { compileTerms, createMatcher } from './index.ts';
import { FIXTURE } from './test-fixtures.ts';

const matcher = createMatcher(compileTerms(FIXTURE));

/** Confidence of the match of `id` in `text` (every confidence returned). */
function conf(text: string, id: string, context: 'auto' | 'mtg' = 'auto'): Confidence | undefined {
  return matcher.match(text, { minConfidence: 'low', context }).find((m) => m.id === id)?.confidence;
}

const FILLER = ' The weather was mild and the streets were quiet all afternoon.'.repeat(5); // > 200 chars

describe('high', () => {
  it.each([
    ['Madness {1}{R}', 'madness'],
    ['Ward {2}', 'ward'],
    ['Ward—Pay 2 life.', 'ward'],
    ['Ward – Discard a card.', 'ward'],
    ['Ward - Sacrifice a creature.', 'ward'],
    ['伪装{2}{G}', 'disguise'],
    ['伪装{五}{红}', 'disguise'],
    ['守护～支付3点生命。', 'ward'],
    ['守护——支付3点生命。', 'ward'],
    ['召集（', 'convoke'],
    ['召集（你每横置一个生物，便为此咒语支付{1}）', 'convoke'],
    ['Convoke (Your creatures can help cast this spell.)', 'convoke'],
    ['Ward 2 (Whenever this becomes the target…)', 'ward'],
    ['「增殖」', 'proliferate'],
    ['【守护】', 'ward'],
    ['《伪装》', 'disguise'],
    ['[[Madness]]', 'madness'],
  ])('%s', (text, id) => {
    expect(conf(text, id)).toBe('high');
  });

  it.each([
    ['It was an adventure—a real one.', 'adventure'],
    ['an adventure-themed park', 'adventure'],
    ['the madness (as he called it) ended', 'madness'],
    ['my ward {name} template', 'ward'],
    ['“madness” is the word', 'madness'],
  ])('not for prose punctuation: %s', (text, id) => {
    expect(conf(text, id)).not.toBe('high');
  });
});

describe('medium', () => {
  it('non-everyday keywords are medium by themselves', () => {
    expect(conf('we proliferate ideas', 'proliferate')).toBe('medium');
    expect(conf('deathtouch', 'deathtouch')).toBe('medium');
  });
  it('everyday keywords near a non-everyday keyword', () => {
    expect(conf('a creature with deathtouch and ward', 'ward')).toBe('medium');
  });
  it('everyday keywords near a mana symbol or an MTG phrase', () => {
    expect(conf('pay {3}: that disguise is gone', 'disguise')).toBe('medium');
    expect(conf('万智牌里的召集很强', 'convoke')).toBe('medium');
    expect(conf('In Magic: The Gathering, madness lets you cast it', 'madness')).toBe('medium');
    expect(conf('MTG decks with flying', 'flying')).toBe('medium');
  });
  it('but not when the signal is farther than the window', () => {
    expect(conf(`deathtouch.${FILLER} Then the madness began.`, 'madness')).toBe('low');
    expect(conf(`{2}{G}${FILLER} 召集`, 'convoke')).toBe('medium'); // a mana symbol is whole-string context
  });
  it('the whole string counts when it has MTG context (two distinct non-everyday keywords)', () => {
    expect(conf(`deathtouch, proliferate.${FILLER} Then the madness began.`, 'madness')).toBe('medium');
  });
  it("context: 'mtg' makes every keyword at least medium", () => {
    expect(conf('the madness began', 'madness')).toBe('low');
    expect(conf('the madness began', 'madness', 'mtg')).toBe('medium');
    expect(conf('Madness {1}{R}', 'madness', 'mtg')).toBe('high');
  });
  it('Capitalised mid-sentence is a signal', () => {
    expect(conf('you may cast it as an Adventure spell', 'adventure')).toBe('medium');
    expect(conf('discard a card with Madness to pay', 'madness')).toBe('medium');
  });
  it('but not at a sentence start, in Title Case runs, or in ALL CAPS', () => {
    expect(conf('Adventure awaits us.', 'adventure')).toBe('low');
    expect(conf('We left. Madness followed.', 'madness')).toBe('low');
    expect(conf("I read Alice's Adventures in Wonderland again", 'adventure')).toBe('low');
    expect(conf('I read Madness and Civilization twice', 'madness')).toBe('low');
    expect(conf('this is MADNESS, total', 'madness')).toBe('low');
    expect(conf('An Adventure begins', 'adventure')).toBe('low');
  });
  it('quoted terms and numbers ending a clause are signals', () => {
    expect(conf('the word “madness” matters', 'madness')).toBe('medium');
    expect(conf('it has ward 2, so pay', 'ward')).toBe('medium');
    expect(conf('storm 2 hits the coast, ward 2 hits', 'ward')).toBe('low');
  });
  it('MTG wording around the term is a signal', () => {
    expect(conf('pay its madness cost', 'madness')).toBe('medium');
    expect(conf('it has a disguise ability', 'disguise')).toBe('medium');
    expect(conf('discard a card with madness', 'madness')).toBe('medium');
    expect(conf('a face-down permanent', 'face-down')).toBe('medium'); // not everyday in the fixture anyway
    expect(conf('支付其疯魔费用', 'madness')).toBe('medium');
    expect(conf('以伪装异能施放', 'disguise')).toBe('medium');
    expect(conf('作为历险咒语', 'adventure')).toBe('medium');
    expect(conf('施放具疯魔的咒语', 'madness')).toBe('medium');
    expect(conf('一只具守护的熊', 'ward')).toBe('medium');
  });
  it('but not ordinary words that merely sit next to it', () => {
    expect(conf('a shop with madness inside', 'madness')).toBe('low');
    expect(conf('老家具守护了回忆', 'ward')).toBe('low'); // 家具 (furniture) + 守护
    expect(conf('the madness costume party', 'madness')).toBe('low');
  });
  it('a comma-separated keyword line', () => {
    expect(matcher.match('Flying, vigilance').map((m) => m.confidence)).toEqual(['medium', 'medium']);
    expect(matcher.match('飞行，警戒\n').map((m) => m.confidence)).toEqual(['medium', 'medium']);
    expect(matcher.match('We love flying, vigilance and calm.', { minConfidence: 'low' }).map((m) => m.confidence)).toEqual(['low', 'low']);
  });
});

describe('ability words (207.2c)', () => {
  it.each([
    ['Landfall — Whenever a land you control enters, draw a card.', 'landfall'],
    ['Landfall—When this enters, you gain 1 life.', 'landfall'],
    ['Raid - At the beginning of your end step, draw a card.', 'raid'],
    ['Raid — {1}{R}: This gets +1/+0.', 'raid'],
    ['地落～每当一个地在你的操控下进场时，抓一张牌。', 'landfall'],
    ['突击～在你的结束步骤开始时，抓一张牌。', 'raid'],
    ['地落——每当一个地在你的操控下进场时', 'landfall'],
    ['突击～支付{1}：', 'raid'],
  ])('high in card form: %s', (text, id) => {
    expect(conf(text, id)).toBe('high');
    expect(matcher.hasMtgContext(text)).toBe(true);
  });

  it.each([
    ['Raid — The police arrived at dawn.', 'raid'],
    ['Raid (the game) sold well.', 'raid'],
    ['Raid 2 (the sequel) sold well.', 'raid'],
    ['他们发动了突击——当时敌人毫无防备。', 'raid'],
    ['他们发动了突击——在黎明时分。', 'raid'],
    ['Landfall—a word for hurricanes.', 'landfall'],
  ])('not high for prose headings, glosses and dashes: %s', (text, id) => {
    expect(conf(text, id)).toBe('low');
  });

  it('everyday ones need a signal of their own, even on an MTG page', () => {
    expect(conf('该复制品会由于状态动作而消失。', 'disappear', 'mtg')).toBe('low');
    expect(conf('deathtouch, proliferate. The raid began at dawn.', 'raid')).toBe('low'); // whole-string context
    expect(conf('The raid {2}{R} began', 'raid')).toBe('low'); // not a cost right after
    expect(conf('a creature with deathtouch and raid', 'raid')).toBe('low'); // window context
    expect(conf('the madness began', 'madness', 'mtg')).toBe('medium'); // other everyday keywords still do
  });

  it('and get it from MTG wording, capitals mid-sentence, quotes or brackets', () => {
    expect(conf('a creature with landfall', 'landfall')).toBe('medium');
    expect(conf('its landfall ability triggers', 'landfall')).toBe('medium');
    expect(conf('this deck wants Landfall payoffs', 'landfall')).toBe('medium');
    expect(conf('具地落的生物', 'landfall')).toBe('medium');
    expect(conf('地落异能', 'landfall')).toBe('medium');
    expect(conf('「突击」', 'raid')).toBe('high');
  });

  it('a coined ability word is medium on sight, like other non-everyday names', () => {
    expect(conf('magecraft triggers twice', 'magecraft')).toBe('medium');
    expect(conf('Magecraft — Whenever you cast or copy an instant', 'magecraft')).toBe('high');
  });
});

describe('low and filtering', () => {
  const text = 'After the adventure we were flying home. Madness {1}{R}';
  it('everyday words without context are low, and hidden by default', () => {
    expect(conf('the adventure was fun', 'adventure')).toBe('low');
    expect(conf('他喜欢伪装', 'disguise')).toBe('low');
    expect(matcher.match('the adventure was fun')).toEqual([]);
  });
  it('minConfidence filters', () => {
    const plain = 'After the adventure we were flying home, madly. Convoke {W}';
    expect(matcher.match(plain, { minConfidence: 'high' }).map((m) => m.id)).toEqual(['convoke']);
    expect(matcher.match(plain, { minConfidence: 'medium' }).map((m) => m.id)).toEqual(['adventure', 'flying', 'convoke']);
    expect(matcher.match(text, { minConfidence: 'high' }).map((m) => m.id)).toEqual(['madness']);
  });
  it('rejects unknown options with a clear message', () => {
    expect(() => matcher.match('x', { minConfidence: 'certain' as Confidence })).toThrow(/minConfidence must be/);
    expect(() => matcher.match('x', { context: 'page' as 'mtg' })).toThrow(/context must be/);
    expect(() => matcher.match(42 as unknown as string)).toThrow(/text must be a string/);
  });
});

describe('hasMtgContext', () => {
  it.each([
    ['Cost: {2}{G}', true],
    ['费用{五}{红}', true],
    ['我在玩万智牌', true],
    ['A Magic: The Gathering deck', true],
    ['deathtouch and proliferate', true],
    ['Ward—Pay 2 life', true],
    ['Madness {1}{R}', true],
    ['所谓「增殖」是指细胞数目增加', false],
    ['召集（开会）', false],
    ['deathtouch alone', false],
    ['deathtouch and deathtouch again', false],
    ['We went on an adventure with a ward of the court.', false],
    ['const x = {name}; a {b} c', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(matcher.hasMtgContext(text)).toBe(expected);
  });
});
