// Integration with the real keyword table: ordinary prose stays quiet at the default confidence,
// while the seed rulings find their mechanics in English, Simplified and Traditional Chinese.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { KEYWORDS, keywordById } from '../keywords/index.ts';
import { compileTerms, createMatcher } from './index.ts';

const matcher = createMatcher(compileTerms(KEYWORDS));
const toHant = OpenCC.Converter({ from: 'cn', to: 'tw' });
const SOURCES = join(dirname(fileURLToPath(import.meta.url)), '../sources');
const HAN = /[\u4e00-\u9fff]/;

const PROSE: Record<string, string> = {
  travel: `We spent three days hiking the coastal trail near Big Sur. The first morning was foggy, but by noon the sun had burned through and the views were incredible. We stopped at a tiny bakery in Carmel for coffee, then drove south with the windows down. Our campsite sat on a bluff above the ocean, and at night we played cards by the fire and listened to the waves. It was the kind of adventure that makes you forget about email for a while. On the last day we watched a storm roll in over the water, packed up the tent in the rain, and promised to come back next spring to explore the canyons we had missed.`,
  news: `The city council voted on Tuesday to phase out diesel buses by 2030, a plan supporters say will cut emissions and reduce noise downtown. Critics argued the transition would cost far more than projected and warned that riders in outlying neighborhoods could face longer waits. The mayor, who has championed the proposal since her campaign, said the city would search for federal grants to cover part of the expense and would reveal a detailed budget in May. Police also said a man disguised as a delivery driver had been arrested after a series of burglaries; officers were on the ward at the hospital when he was caught.`,
  recipe: `Preheat the oven to 200°C. Toss the potatoes with olive oil, salt and rosemary, then spread them on a tray in a single layer. Roast for 35 minutes, turning once, until the edges are crisp. Meanwhile, whisk the eggs with a splash of milk and fold in the grated cheese. Pour the mixture into a buttered dish, scatter the potatoes over the top and return it to the oven until the eggs are just set. Give the pan a quick shuffle (just a flick of the wrist) to loosen the edges. Double the recipe for a crowd, and cut it into squares before you serve it.`,
  'zh-news': `据本报记者报道，一名男子伪装成快递员进入小区行窃，昨日已被警方抓获。社区志愿者召集人表示，近期将加强夜间巡逻。改编自经典小说的电影《汤姆·索亚历险记》将于下月上映。医学专家提醒，肿瘤细胞在增殖期对药物更为敏感。当地民众一直视这位老人为村庄的守护神。航空公司称，两名飞行员在紧急情况下沉着应对，确保了全体乘客的安全。`,
  'zh-daily': `周末我们一家人去公园野餐。孩子们在草地上放风筝，看着风筝在天上飞行，开心极了。爸爸用手机展示了他新拍的照片，妈妈则忙着准备午餐。下午突然下起了雨，我们只好收拾东西回家。回家的路上，大家讨论了下次旅行的计划，最后投票决定暑假去海边，顺便体验一下当地的渔村生活。`,
  // Ability words (207.2c) and rules concepts are mostly everyday words too.
  'en-wider': `Forecasters expect the storm to make landfall on Friday. Police said the raid on the warehouse was part of a wider sweep, and a rally downtown drew thousands. The heroic crew was inspired by the survival of the miners; the threshold for a recall vote is low, and the domain renewal fee is due. Critics called the plan a paradox, a void at the heart of the budget. Researchers compared the characteristics of each emblem and the timestamp of every copy, then drew a token at random. Learn to draw step by step, then split cards into piles during the main phase of the project. Her devotion to the team was formidable.`,
  'zh-wider': `气象台预计台风将于周五登陆。警方对仓库进行了突击检查，随后在全市开展扫平行动。消失多年的老人终于回家，村民们欢庆团聚。雨点轻轻地落在屋檐上，大地落入一片寂静。这部电影在影展上大放异彩。进入这个行业的门槛很高，他们选择了反抗。专家说这是一个悖论，让人感到空洞。两国携手合作，维护领土完整。该产品的主要特征是轻便，密码重置步骤如下。为家乡建设献力。`,
};

interface Seed {
  file: string;
  en: string;
  zh: string;
}

function seeds(): Seed[] {
  return readdirSync(SOURCES)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((file) => {
      const paragraphs = readFileSync(join(SOURCES, file), 'utf8')
        .split('\n')
        .filter((l) => /^\s+\S/.test(l) && !l.trim().startsWith('•'))
        .map((l) => l.trim());
      return {
        file,
        en: paragraphs.filter((p) => !HAN.test(p)).join('\n'),
        zh: paragraphs.filter((p) => HAN.test(p)).join('\n'),
      };
    });
}

/** The mechanics each seed file is about (its rulings were collected for them). */
const SEED_MECHANICS = [['adventure'], ['phasing', 'proliferate'], ['disguise', 'face-down'], ['madness', 'convoke']];

describe('ordinary prose (real keyword table)', () => {
  it.each(Object.entries(PROSE))('%s: no match at the default confidence', (_name, text) => {
    expect(matcher.match(text)).toEqual([]);
    expect(matcher.hasMtgContext(text)).toBe(false);
  });
  it('zh-Hant prose too', () => {
    expect(matcher.match(toHant(PROSE['zh-news']))).toEqual([]);
    expect(matcher.match(toHant(PROSE['zh-daily']))).toEqual([]);
    expect(matcher.match(toHant(PROSE['zh-wider']))).toEqual([]);
  });
  it('the everyday words are still there at low confidence (so the test above is not vacuous)', () => {
    const ids = (text: string) => new Set(matcher.match(text, { minConfidence: 'low' }).map((m) => m.id));
    expect([...ids(PROSE.travel)]).toEqual(expect.arrayContaining(['adventure', 'storm', 'play', 'explore']));
    expect([...ids(PROSE.news)]).toEqual(expect.arrayContaining(['vote', 'phasing', 'champion', 'disguise', 'ward']));
    expect([...ids(PROSE['zh-daily'])]).toEqual(expect.arrayContaining(['flying', 'reveal', 'vote']));
    expect([...ids(PROSE['en-wider'])]).toEqual(expect.arrayContaining(['landfall', 'raid', 'threshold', 'void', 'token', 'copy', 'characteristics', 'split-card', 'devotion']));
    expect([...ids(PROSE['zh-wider'])]).toEqual(expect.arrayContaining(['disappear', 'threshold', 'revolt', 'void', 'domain', 'characteristics', 'devotion']));
  });
  it('everyday ability words stay low even when the caller says the page is about MTG', () => {
    const shown = matcher.match(PROSE['zh-wider'], { context: 'mtg' }).map((m) => m.id);
    expect(shown.filter((id) => keywordById(id)?.kind === 'ability-word')).toEqual([]);
    expect(shown).toEqual(expect.arrayContaining(['characteristics'])); // concepts do follow the page
  });
  it('stop words hide 地落 in 轻轻地落在 / 大地落入 and 异彩 in 大放异彩 even on an MTG page', () => {
    const ids = matcher.match(PROSE['zh-wider'], { minConfidence: 'low', context: 'mtg' }).map((m) => m.id);
    expect(ids).not.toContain('landfall');
    expect(ids).not.toContain('vivid');
  });
  it('stop words hide 伪装成 / 召集人 / 历险记 / 增殖期 / 守护神 / 飞行员 even on an MTG page', () => {
    expect(matcher.match(PROSE['zh-news'], { minConfidence: 'low', context: 'mtg' })).toEqual([]);
    expect(matcher.match(toHant(PROSE['zh-news']), { minConfidence: 'low', context: 'mtg' })).toEqual([]);
  });
});

describe('ability words and concepts on card text (real table)', () => {
  const CARD = [
    'Landfall — Whenever a land you control enters, you may gain 2 life.',
    'Raid — When this creature enters, if you attacked this turn, draw a card.',
    'Threshold — As long as seven or more cards are in your graveyard, this creature gets +1/+1.',
    'Channel — {1}{G}, Discard this card: Search your library for a basic land card.',
  ].join('\n');
  const CARD_ZH = ['地落～每当一个地在你的操控下进场时，你可以获得2点生命。', '突击～当此生物进场时，若你本回合中曾进行攻击，则抓一张牌。',
    '门槛～只要你的坟墓场中有七张或更多牌，此生物便得+1/+1。', '魂力～{1}{G}，弃掉此牌：从你的牌库中搜寻一张基本地牌。'].join('\n');
  it.each([
    ['English', CARD],
    ['Simplified', CARD_ZH],
    ['Traditional', toHant(CARD_ZH)],
  ])('%s: every ability word is high, and the text is MTG context', (_script, text) => {
    const hits = matcher.match(text, { minConfidence: 'high' }).filter((m) => keywordById(m.id)?.kind === 'ability-word');
    expect(hits.map((m) => m.id)).toEqual(['landfall', 'raid', 'threshold', 'channel']);
    expect(matcher.hasMtgContext(text)).toBe(true);
  });
  it('finds the concepts readers meet by name in an MTG article', () => {
    const text = 'Summoning sickness and the legend rule both matter here: a modal double-faced card is a split-second decision on your upkeep, and its mana value counts.';
    const ids = matcher.match(text).map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining(['summoning-sickness', 'legend-rule', 'double-faced-card', 'upkeep-step', 'mana-value']));
  });
});

describe('seed rulings (real keyword table)', () => {
  const all = seeds();
  it('reads four seed files with both languages', () => {
    expect(all).toHaveLength(SEED_MECHANICS.length);
    for (const s of all) expect(s.en.length > 100 && s.zh.length > 100).toBe(true);
  });

  const found = (text: string) => new Set(matcher.match(text).map((m) => m.id));
  it.each(SEED_MECHANICS.map((ids, i) => [i, ids] as const))('file %i finds %j at default confidence in every script', (i, ids) => {
    const seed = all[i];
    expect(matcher.hasMtgContext(seed.en)).toBe(true);
    expect(matcher.hasMtgContext(seed.zh)).toBe(true);
    expect([...found(seed.en)]).toEqual(expect.arrayContaining([...ids]));
    expect([...found(seed.zh)]).toEqual(expect.arrayContaining([...ids]));
    expect([...found(toHant(seed.zh))]).toEqual(expect.arrayContaining([...ids]));
  });

  it('reports zh-Hant for Traditional forms and zh-Hans for Simplified ones', () => {
    const zh = all[0].zh;
    const hans = matcher.match(zh).filter((m) => m.id === 'adventure');
    const hant = matcher.match(toHant(zh)).filter((m) => m.id === 'adventure');
    expect(hans.length).toBeGreaterThan(5);
    expect(hant).toHaveLength(hans.length);
    expect(new Set(hans.map((m) => m.lang))).toEqual(new Set(['zh-Hans']));
    expect(new Set(hant.map((m) => m.lang))).toEqual(new Set(['zh-Hant']));
  });

  it('finds the seed mechanics in a good share of single paragraphs too (no page context)', () => {
    const wanted = new Set(SEED_MECHANICS.flat());
    let total = 0;
    let shown = 0;
    for (const s of all) {
      for (const paragraph of [...s.en.split('\n'), ...s.zh.split('\n')]) {
        for (const m of matcher.match(paragraph, { minConfidence: 'low' })) {
          if (!wanted.has(m.id)) continue;
          total++;
          if (m.confidence !== 'low') shown++;
        }
      }
    }
    expect(total).toBeGreaterThan(150);
    expect(shown / total).toBeGreaterThan(0.6);
  });
});
