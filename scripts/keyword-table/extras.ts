// Entries that are not 701/702 keywords but that rulings talk about: mechanics (Adventure,
// face-down) and rules concepts (triggered ability, mana value…). Names are hand-written with
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
  concept('122', 'Counters', '指示物', {
    en: ['Counters', 'kind of counter', 'counter on it', 'counters on it', 'counters on them'],
    nouns: ['+1/+1 counter', '-1/-1 counter', 'loyalty counter', 'poison counter', 'shield counter', 'stun counter'],
  }),
];
