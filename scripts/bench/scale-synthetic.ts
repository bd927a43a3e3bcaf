// The 70,000-ruling pack of the scale benches (scale-70k.ts): bilingual rulings that link to
// keywords the way real card rulings do, which the shuffled seed sentences of synthetic.ts do not
// (those name the same 54 keywords of the 57 seed rulings, ~6 links a ruling, so a few keywords
// own tens of thousands of rulings). Here each card has a mechanic drawn from the whole keyword
// table with Zipf-like popularity and 1–6 rulings: one or two about its mechanic (a template
// naming it in both languages), general rules reminders (seed sentences, as synthetic.ts makes
// them: they keep the search queries' words), card-only notes naming no keyword, and now and then
// a second keyword. Cards are written 单卡释疑-style into files of RULINGS_PER_FILE rulings, and
// the files into one zip (the pack a reader would import). Deterministic (seeded PRNG).
import { strToU8, zipSync } from 'fflate';
import { KEYWORDS } from '../../rulings-data/keywords/index.ts';
import type { KeywordEntry } from '../../rulings-data/schema.ts';
import { prng, seedSources, syntheticRulings, toSourceText, type SyntheticRuling } from './synthetic.ts';

export const SCALE_RULINGS = 70_000;
/** Rulings per file of the zip (70 files at 70,000: well under the 1,000 members a zip may hold). */
export const RULINGS_PER_FILE = 1000;

const SOURCES = ['official', 'official', 'official', 'MTGZH', 'MTGZH', 'gpt'];
const FIRST_DAY = Date.UTC(2008, 0, 1);
const DAYS = Math.floor((Date.UTC(2026, 3, 17) - FIRST_DAY) / 86_400_000);

// Card names: adjective + noun (+ place), each part with its Chinese, so both texts name the card.
const ADJ: Array<[string, string]> = [
  ['Ashen', '灰烬'], ['Bold', '无畏'], ['Crimson', '绯红'], ['Dread', '恐怖'], ['Elder', '长老'], ['Feral', '野性'], ['Gilded', '镀金'],
  ['Hollow', '空洞'], ['Iron', '钢铁'], ['Jade', '翠玉'], ['Kindled', '燃起'], ['Lunar', '月光'], ['Molten', '熔融'], ['Night', '夜幕'],
  ['Obsidian', '黑曜'], ['Pale', '苍白'], ['Quiet', '静默'], ['Rune', '符文'], ['Storm', '风暴'], ['Thorn', '荆棘'], ['Umbral', '暗影'],
  ['Verdant', '青翠'], ['Wild', '狂野'], ['Ancient', '远古'], ['Blighted', '枯萎'], ['Copper', '赤铜'], ['Dusk', '黄昏'], ['Ember', '余烬'],
  ['Frost', '寒霜'], ['Glass', '琉璃'], ['Hallowed', '神圣'], ['Ivory', '象牙'], ['Moss', '苔藓'], ['Silent', '寂静'], ['Tidal', '潮汐'],
  ['Veiled', '蒙面'], ['Wandering', '流浪'], ['Sunlit', '日照'], ['Brazen', '黄铜'], ['Cinder', '煤渣'],
];
const NOUN: Array<[string, string]> = [
  ['Acolyte', '侍僧'], ['Behemoth', '巨兽'], ['Cartographer', '制图师'], ['Drake', '幼龙'], ['Envoy', '使节'], ['Familiar', '魔宠'],
  ['Golem', '魔像'], ['Herald', '先驱'], ['Invoker', '祈唤师'], ['Juggernaut', '主宰'], ['Knight', '骑士'], ['Lich', '巫妖'],
  ['Mystic', '秘教士'], ['Nomad', '游牧者'], ['Oracle', '神谕者'], ['Paladin', '圣骑士'], ['Quartermaster', '军需官'], ['Ranger', '游侠'],
  ['Sentinel', '哨兵'], ['Tactician', '战术家'], ['Usurper', '篡位者'], ['Vanguard', '先锋'], ['Warden', '守望者'], ['Alchemist', '炼金师'],
  ['Bard', '吟游诗人'], ['Colossus', '巨像'], ['Duelist', '决斗者'], ['Emissary', '密使'], ['Forgemaster', '铸造大师'], ['Gargoyle', '石像鬼'],
  ['Hierophant', '祭司长'], ['Illusionist', '幻术师'], ['Marauder', '掠夺者'], ['Necromancer', '死灵师'], ['Outrider', '先驱骑兵'],
  ['Pilgrim', '朝圣者'], ['Revenant', '亡魂'], ['Scholar', '学者'], ['Trickster', '骗徒'], ['Wyrm', '巨龙'], ['Archivist', '档案员'],
  ['Brute', '蛮兵'], ['Channeler', '导能师'], ['Dreamer', '梦行者'], ['Exile', '放逐者'], ['Fury', '怒灵'], ['Guardian', '守护者'], ['Hexer', '咒术师'],
];
const PLACE: Array<[string, string]> = [
  ['', ''], ['of the Vale', '谷地'], ['of Ash', '灰原'], ['of the Deep', '深渊'], ['of Dawn', '黎明'], ['of the Spire', '尖塔'],
  ['of the Wastes', '荒原'], ['of the Tides', '潮汐城'], ['of Ember Hold', '余烬堡'], ['of the Grove', '林苑'], ['of the Crossing', '渡口'],
  ['of the Mire', '沼泽'], ['of Stone', '石原'], ['of the Archive', '书库'], ['of the Peaks', '群峰'], ['of the Maze', '迷宫'],
  ['of Glass', '琉璃城'], ['of the North', '北境'], ['of the Sands', '沙海'], ['of the Veil', '帷幕'], ['of the Forge', '熔炉'],
  ['of the Marsh', '泽地'], ['of the Isles', '群岛'], ['of Night', '夜城'], ['of the Gate', '城门'], ['of Thorns', '荆棘地'],
  ['of the Hollow', '空谷'], ['of the Reach', '远疆'], ['of the Ruins', '废墟'], ['of the Storm', '风暴岭'],
];

// Templates: {c} card, {k} keyword (English name as rulings write it, Chinese name).
const ABOUT: Array<[string, string]> = [
  ["{c}'s {k} ability still applies if {c} changes zones while it resolves.", '即使{c}在其结算时改变区域，其{k}异能仍然适用。'],
  ['If {c} has {k}, it keeps {k} only while it remains on the battlefield.', '如果{c}具有{k}，则它只有在留在战场上时才保有{k}。'],
  ['The rules for {k} apply to {c} as usual.', '有关{k}的规则照常适用于{c}。'],
  ['You choose how {k} applies to {c} as the effect resolves.', '你在该效应结算时选择{k}如何适用于{c}。'],
  ['{k} works with {c} even if {c} entered the battlefield this turn.', '即使{c}于本回合进入战场，{k}仍对其生效。'],
  ['If {c} loses {k}, any effect {k} already created continues to apply.', '如果{c}失去{k}，则{k}已产生的效应会继续适用。'],
  ['{c} counts as having {k} for any effect that checks for {k}.', '对于检查{k}的效应而言，{c}视为具有{k}。'],
];
const MENTION: Array<[string, string]> = [
  ['Unlike {k}, the ability of {c} does not use the stack.', '与{k}不同，{c}的异能不使用堆叠。'],
  ['An effect that grants {k} to {c} lasts until the end of the turn.', '让{c}获得{k}的效应持续到回合结束。'],
  ['{c} may be affected by {k} more than once.', '{c}可以受到{k}多次影响。'],
];
const NOTE: Array<[string, string]> = [
  ['{c} can be chosen even if it has no legal choices left.', '即使{c}已没有合法的选择，它仍可以被选择。'],
  ['The value of X for {c} is determined only once.', '{c}的X值只决定一次。'],
  ["{c}'s last ability triggers only once each turn.", '{c}的最后一个异能每回合只触发一次。'],
  ['If {c} leaves the battlefield before its ability resolves, use its last known information.', '如果{c}在其异能结算前离开战场，则使用其最后已知信息。'],
  ['The power of {c} is checked only as the ability resolves.', '仅在该异能结算时检查{c}的力量。'],
];

/** Keywords by popularity: a seeded order, the most used first; a card's mechanic is drawn with
 *  weight 1 / rank (Zipf), so a few keywords have thousands of rulings and most a few dozen. */
function popularity(rand: () => number): { pick(): KeywordEntry } {
  const order = [...KEYWORDS];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const cumulative: number[] = [];
  let sum = 0;
  for (let r = 0; r < order.length; r++) cumulative.push((sum += 1 / (r + 1)));
  return {
    pick() {
      const x = rand() * sum;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid] < x) lo = mid + 1;
        else hi = mid;
      }
      return order[lo];
    },
  };
}

/** How rulings write a keyword's name: abilities and actions in lower case ("flying",
 *  "proliferate"), names of rules and ability words as the table writes them. */
function nameOf(k: KeywordEntry): [string, string] {
  const en = k.en[0];
  const lower = k.kind === 'keyword-ability' || k.kind === 'keyword-action' ? en.toLowerCase() : en;
  return [lower, k.zhHans[0]];
}

const fill = (t: [string, string], card: [string, string], k?: [string, string]): [string, string] => [
  t[0].replaceAll('{c}', card[0]).replaceAll('{k}', k?.[0] ?? '').replace(/^./, (c) => c.toUpperCase()),
  t[1].replaceAll('{c}', card[1]).replaceAll('{k}', k?.[1] ?? ''),
];

/** `count` distinct bilingual rulings, card by card (see the file comment). */
export function scaleRulings(count = SCALE_RULINGS, seed = 70): SyntheticRuling[] {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const keywords = popularity(rand);
  // General rules reminders: whole seed-sentence rulings (1–3 sentences of seed rulings).
  const reminders = syntheticRulings(Math.ceil(count / 3), seed, seedSources());
  let nextReminder = 0;
  const seen = new Set<string>();
  const out: SyntheticRuling[] = [];
  let card = 0;
  while (out.length < count) {
    // Card names run through every combination before repeating, with a number then.
    const n = card++;
    const round = Math.floor(n / (ADJ.length * NOUN.length * PLACE.length));
    const a = ADJ[n % ADJ.length];
    const b = NOUN[Math.floor(n / ADJ.length) % NOUN.length];
    const p = PLACE[Math.floor(n / (ADJ.length * NOUN.length)) % PLACE.length];
    const name: [string, string] = [`${a[0]} ${b[0]}${p[0] ? ` ${p[0]}` : ''}${round ? ` ${round + 1}` : ''}`, `${p[1]}${a[1]}${b[1]}${round ? round + 1 : ''}`];
    const mechanic = nameOf(keywords.pick());
    const date = new Date(FIRST_DAY + Math.floor(rand() * DAYS) * 86_400_000).toISOString().slice(0, 10);
    const source = pick(SOURCES);
    const rulings = 1 + Math.floor(rand() * 6);
    for (let i = 0; i < rulings && out.length < count; i++) {
      const roll = rand();
      let en: string;
      let zh: string;
      if (i === 0 || roll < 0.3) [en, zh] = fill(pick(ABOUT), name, mechanic);
      else if (roll < 0.6 && nextReminder < reminders.length) ({ en, zh } = reminders[nextReminder++]);
      else if (roll < 0.85) [en, zh] = fill(pick(NOTE), name);
      else [en, zh] = fill(pick(MENTION), name, nameOf(keywords.pick()));
      if (seen.has(en)) continue;
      seen.add(en);
      out.push({ date, source, en, zh });
    }
  }
  return out;
}

/** The rulings as 单卡释疑 files of RULINGS_PER_FILE rulings each. */
export function scaleFiles(rulings: readonly SyntheticRuling[]): Array<{ name: string; text: string }> {
  const files: Array<{ name: string; text: string }> = [];
  for (let i = 0; i < rulings.length; i += RULINGS_PER_FILE) {
    files.push({ name: `cards-${String(i / RULINGS_PER_FILE).padStart(3, '0')}.txt`, text: toSourceText(rulings.slice(i, i + RULINGS_PER_FILE)) });
  }
  return files;
}

/** The pack as a reader would import it: one zip of the files. */
export function scalePackZip(rulings: readonly SyntheticRuling[]): Uint8Array {
  return zipSync(Object.fromEntries(scaleFiles(rulings).map((f) => [f.name, strToU8(f.text)])));
}
