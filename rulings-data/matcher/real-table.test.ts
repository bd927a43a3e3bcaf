// Integration with the real keyword table: ordinary prose stays quiet at the default confidence,
// while the seed rulings find their mechanics in English, Simplified and Traditional Chinese.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { KEYWORDS } from '../keywords/index.ts';
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
  });
  it('the everyday words are still there at low confidence (so the test above is not vacuous)', () => {
    const ids = (text: string) => new Set(matcher.match(text, { minConfidence: 'low' }).map((m) => m.id));
    expect([...ids(PROSE.travel)]).toEqual(expect.arrayContaining(['adventure', 'storm', 'play', 'explore']));
    expect([...ids(PROSE.news)]).toEqual(expect.arrayContaining(['vote', 'phasing', 'champion', 'disguise', 'ward']));
    expect([...ids(PROSE['zh-daily'])]).toEqual(expect.arrayContaining(['flying', 'reveal', 'vote']));
  });
  it('stop words hide 伪装成 / 召集人 / 历险记 / 增殖期 / 守护神 / 飞行员 even on an MTG page', () => {
    expect(matcher.match(PROSE['zh-news'], { minConfidence: 'low', context: 'mtg' })).toEqual([]);
    expect(matcher.match(toHant(PROSE['zh-news']), { minConfidence: 'low', context: 'mtg' })).toEqual([]);
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
