// Entries that are not 701/702 keywords nor 207.2c ability words but that rulings talk about:
// mechanics (Adventure, face-down) and rules concepts (triggered ability, mana value, token,
// double-faced card, legend rule, the steps of a turn…). Concepts are chosen from the CR
// glossary by two tests: rulings lean on them (the seeds: characteristics, copy, token, mana
// value, untap step…) or readers meet them by name on cards and in articles (DFC, emblem,
// devotion, summoning sickness). Not added: words every ruling uses (permanent, spell,
// battlefield, graveyard, target, controller): a tooltip on each would bury the page, and
// linking would attach them to nearly every ruling. "Exile … until" (610.3) is not a name
// either: the words are apart ("exile target creature until ~ leaves"), and the matcher finds
// names, so it stays with the Exile action (701.13). Names are hand-written with
// the wording the seed rulings use (rulings-data/sources/*.txt); rule numbers are CR paragraphs
// (the generator checks they exist; keyword-table.test.ts checks each paragraph uses the name).
//
// Keyword actions already cover discard (701.9 弃牌), reveal (701.20 展示), counter a spell
// (701.6 反击) and tap (701.26 横置), so those are not repeated here. The counters that sit on
// permanents (122, 指示物) get their own entry, `counters`: bare "counters" is almost always
// that noun, while bare "counter" stays with the 701.6 action (see overrides.ts) and the
// singular noun is caught by phrases ("+1/+1 counter", "counter on it"). The Chinese names do
// not clash (反击 vs 指示物).

import type { KeywordKind } from '../../rulings-data/schema.ts';
import type { VerbSpec } from './inflect.ts';
import { toId } from './names.ts';

export interface ExtraEntry {
  id: string;
  kind: Extract<KeywordKind, 'mechanic' | 'concept'>;
  /** CR paragraph without trailing dot: `715`, `118.9`, `601.2f`. */
  rule: string;
  /** Display name first, then aliases (kept as written). */
  en: readonly string[];
  /** Display name first (as the seeds write it), then aliases. */
  zhHans: readonly string[];
  /** Verb phrases to inflect ("turn face up" → turned face up…). */
  verbs?: readonly VerbSpec[];
  /** Noun phrases whose plural is added ("mana ability" → mana abilities). */
  nouns?: readonly string[];
}

const concept = (rule: string, en: string, zh: string, more: Partial<ExtraEntry> = {}): ExtraEntry => ({
  id: toId(en),
  kind: 'concept',
  rule,
  en: [en],
  zhHans: [zh],
  nouns: [en],
  ...more,
});

export const EXTRAS: readonly ExtraEntry[] = [
  // ── mechanics ──
  {
    // 715 Adventurer Cards. A card is an "adventurer card"; the spell is "an Adventure".
    id: 'adventure',
    kind: 'mechanic',
    rule: '715',
    en: ['Adventure'],
    zhHans: ['历险', '历险者牌', '历险者'],
    nouns: ['adventure', 'adventurer card', 'adventurer'],
  },
  {
    id: 'face-down',
    kind: 'mechanic',
    rule: '708',
    en: ['Face-down', 'face down'],
    zhHans: ['牌面朝下'],
    verbs: ['turn face down'],
  },
  {
    // 708.8: what happens as a face-down permanent is turned face up (the special action is
    // 116.2b). The seeds write 翻回正面, also 翻成/转为牌面朝上; 116.2b writes 翻到正面.
    id: 'turn-face-up',
    kind: 'mechanic',
    rule: '708.8',
    en: ['Turn face up'],
    zhHans: ['翻回正面', '翻成牌面朝上', '翻为牌面朝上', '转为牌面朝上', '翻到正面'],
    verbs: ['turn face up'],
  },
  // ── concepts: abilities ──
  concept('603', 'Triggered ability', '触发式异能'),
  concept('602', 'Activated ability', '起动式异能'),
  concept('604', 'Static ability', '静止式异能'),
  concept('605', 'Mana ability', '法术力异能'),
  concept('606', 'Loyalty ability', '忠诚异能'),
  concept('603.7', 'Delayed triggered ability', '延迟触发式异能'),
  // ── concepts: effects ──
  concept('614', 'Replacement effect', '替代性效应'),
  concept('611', 'Continuous effect', '持续性效应'),
  // ── concepts: costs and values ──
  concept('118.9', 'Alternative cost', '替代性费用'),
  concept('118.8', 'Additional cost', '额外费用'),
  concept('601.2f', 'Total cost', '总费用'),
  concept('202.1', 'Mana cost', '法术力费用'),
  // Old name (before 2021): converted mana cost / 总法术力费用.
  concept('202.3', 'Mana value', '法术力值', {
    en: ['Mana value', 'converted mana cost'],
    zhHans: ['法术力值', '总法术力费用'],
    nouns: ['mana value', 'converted mana cost'],
  }),
  concept('715.2', 'Alternative characteristics', '副特征', { nouns: [] }),
  // ── concepts: game actions and objects ──
  concept('704', 'State-based action', '状态动作'),
  concept('116', 'Special action', '特殊动作'),
  concept('117', 'Priority', '优先权', { nouns: [] }),
  concept('405', 'Stack', '堆叠', { en: ['Stack', 'the stack'], nouns: [] }),
  concept('111', 'Token', '衍生物'),
  concept('707', 'Copy', '复制', { zhHans: ['复制', '复制品'], verbs: ['copy'], nouns: [] }),
  // ── concepts: cards and objects (names from the rule headings / the sentence that names them) ──
  concept('712', 'Double-faced card', '双面牌', {
    // 712.1: nonmodal (formerly "transforming") and modal double-faced cards.
    en: ['Double-faced card', 'modal double-faced card', 'nonmodal double-faced card', 'transforming double-faced card', 'DFC', 'MDFC'],
    zhHans: ['双面牌', '模式双面牌', '非模式双面牌', '转化式双面牌'],
    nouns: ['double-faced card', 'modal double-faced card', 'nonmodal double-faced card', 'transforming double-faced card'],
  }),
  concept('709', 'Split card', '连体牌'),
  concept('710', 'Flip card', '倒转牌'),
  concept('114', 'Emblem', '徽记'),
  concept('109.3', 'Characteristics', '特征', { en: ['Characteristics', 'characteristic'], nouns: [] }),
  concept('604.3', 'Characteristic-defining ability', '特征定义异能'),
  concept('707.2', 'Copiable values', '可复制特征值', { en: ['Copiable values', 'copiable value'], nouns: [] }),
  concept('607', 'Linked abilities', '关联异能', { en: ['Linked abilities', 'linked ability'], nouns: [] }),
  concept('107.4e', 'Hybrid mana', '混血法术力', {
    en: ['Hybrid mana', 'hybrid mana symbol', 'hybrid mana symbols'],
    zhHans: ['混血法术力', '混血法术力符号'],
    nouns: [],
  }),
  concept('107.4f', 'Phyrexian mana', '非瑞克西亚法术力', {
    en: ['Phyrexian mana', 'Phyrexian mana symbol', 'Phyrexian mana symbols'],
    zhHans: ['非瑞克西亚法术力', '非瑞克西亚法术力符号'],
    nouns: [],
  }),
  concept('700.5', 'Devotion', '献力', { nouns: [] }),
  concept('903.4', 'Color identity', '标识色', { en: ['Color identity', 'colour identity'], nouns: [] }),
  // ── concepts: rules readers meet by name ──
  concept('704.5j', 'Legend rule', '传奇规则', { nouns: [] }),
  concept('302.6', 'Summoning sickness', '召唤失调', { en: ['Summoning sickness', 'summoning sick', 'summoning-sick'], nouns: [] }),
  concept('613.7', 'Timestamp', '时间印记', { en: ['Timestamp', 'timestamps', 'timestamp order'], zhHans: ['时间印记', '时间印记顺序'], nouns: [] }),
  concept('101.4', 'APNAP order', '主动牌手先决定', {
    en: ['APNAP order', 'APNAP', 'active player, nonactive player order'],
    zhHans: ['主动牌手先决定', 'APNAP顺序'],
    nouns: [],
  }),
  concept('103.5', 'Mulligan', '再调度', { nouns: [], verbs: ['mulligan'] }),
  // ── concepts: turn structure (the steps rulings time things by) ──
  concept('502', 'Untap step', '重置步骤'),
  concept('503', 'Upkeep step', '维持步骤', { en: ['Upkeep step', 'upkeep'], nouns: ['upkeep step'] }),
  concept('504', 'Draw step', '抓牌步骤'),
  concept('505', 'Main phase', '行动阶段', { en: ['Main phase', 'precombat main phase', 'postcombat main phase'], nouns: ['main phase'] }),
  concept('510', 'Combat damage', '战斗伤害', { en: ['Combat damage', 'combat damage step'], zhHans: ['战斗伤害', '战斗伤害步骤'], nouns: [] }),
  concept('513', 'End step', '结束步骤'),
  concept('514', 'Cleanup step', '清除步骤'),
  concept('122', 'Counters', '指示物', {
    en: ['Counters', 'kind of counter', 'counter on it', 'counters on it', 'counters on them'],
    nouns: ['+1/+1 counter', '-1/-1 counter', 'loyalty counter', 'poison counter', 'shield counter', 'stun counter'],
  }),
];
