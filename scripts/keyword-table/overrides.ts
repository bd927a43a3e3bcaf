// Hand-written additions to the CR keyword names: aliases (variants the CR defines under the
// keyword, older translations, the wording the seed rulings use) and how a name inflects.
// Keyed by keyword id; an id that is not in the table makes the generator fail (typo guard).
//
// Inflection defaults: keyword actions (701) inflect their name as a verb phrase (first word);
// keyword abilities (702) do not inflect, except those in VERB_ABILITIES, whose name is also
// the verb rules text uses ("equipped creature", "it was foretold").

import type { VerbSpec } from './inflect.ts';

export interface KeywordOverride {
  /** Extra English names, listed after the display name, not inflected. */
  en?: readonly string[];
  /** Extra Simplified Chinese names (their Traditional forms are derived too). */
  zhHans?: readonly string[];
  /** Verb phrases to inflect instead of the default. */
  verbs?: readonly VerbSpec[];
  /** A keyword action whose name is not a verb phrase: do not inflect it. */
  inflect?: false;
}

export const OVERRIDES: Readonly<Record<string, KeywordOverride>> = {
  // ── keyword actions (701) ──
  // Attach: the older name 结附 is NOT added — it is the current CR name of Enchant (702.5),
  // and one Chinese string may only name one keyword.
  // "counters" is far more often the noun (the counters on a permanent, concept `counters`)
  // than the verb, so the action keeps only its unambiguous forms.
  counter: { inflect: false, en: ['countered', 'countering'] },
  discard: { zhHans: ['弃掉'] }, // the seeds write 弃掉 (discarded) as often as 弃牌
  'tap-and-untap': { verbs: ['tap', 'untap'], zhHans: ['已横置', '未横置'] },
  monstrosity: { inflect: false, en: ['monstrous'], zhHans: ['已蛮化'] }, // 701.37b "monstrous"
  'the-ring-tempts-you': { inflect: false, en: ['the Ring has tempted you'] },
  'time-travel': { verbs: [{ phrase: 'time travel', head: 1 }] },
  // ── keyword abilities (702): variants the CR defines inside the keyword's rule ──
  equip: { en: ['equip planeswalker'], zhHans: ['佩带鹏洛客'] }, // 702.6e
  hexproof: { en: ['hexproof from'] }, // 702.11d
  landwalk: {
    // 702.14: "[type]walk"; the printed ones.
    en: ['plainswalk', 'islandwalk', 'swampwalk', 'mountainwalk', 'forestwalk', 'desertwalk', 'legendary landwalk', 'nonbasic landwalk'],
    zhHans: ['平原行者', '海岛行者', '沼泽行者', '山脉行者', '树林行者', '沙漠行者', '传奇地行者', '非基本地行者'],
  },
  protection: { en: ['protection from'] },
  trample: { en: ['trample over planeswalkers'], zhHans: ['践踏鹏洛客'] }, // 702.19c
  phasing: {
    // 702.26b–c: permanents "phase out"/"phase in" and are "phased out"/"phased in". One entry,
    // not separate phase-in/phase-out ones, so every form reaches the phasing rulings. Bare
    // "phase" is left out: it is also a turn phase (阶段). The CR keyword is 时间跳跃, but the
    // rulings (and the CR glossary) say 跃离 (phase out) / 跃回 (phase in).
    verbs: ['phase in', 'phase out', 'phase back in'],
    en: ['phased-in', 'phased-out'],
    zhHans: ['跃离', '跃回', '已跃离', '已跃回'],
  },
  cycling: {
    // 702.29e typecycling: "[type]cycling". A card "cycles"/"is cycled".
    verbs: ['cycle'],
    en: ['typecycling', 'landcycling', 'basic landcycling', 'plainscycling', 'islandcycling', 'swampcycling', 'mountaincycling', 'forestcycling', 'slivercycling', 'wizardcycling'],
    zhHans: ['类别循环', '地循环', '基本地循环', '平原循环', '海岛循环', '沼泽循环', '山脉循环', '树林循环', '裂片妖循环', '法师循环'],
  },
  kicker: { en: ['multikicker', 'kicked'], zhHans: ['多重增幅'] }, // 702.33c; "if it was kicked"
  morph: { en: ['megamorph'], zhHans: ['威力变身'] }, // 702.37b
  ninjutsu: { en: ['commander ninjutsu'], zhHans: ['指挥官忍术'] }, // 702.49d
  'hidden-agenda': { en: ['double agenda'], zhHans: ['双重秘案'] }, // 702.106f
  partner: {
    // 702.124a: the partner abilities.
    en: ['partner with', 'friends forever', 'choose a background', 'doctor’s companion', "doctor's companion"],
    zhHans: ['友谊永恒', '选择身世', '博士伙伴'],
  },
  firebending: { en: ['firebend', 'firebends'] },
};

/** 702 abilities whose name is also a verb in rules text: inflected like keyword actions. */
export const VERB_ABILITIES: readonly string[] = [
  'enchant', 'equip', 'fortify', 'provoke', 'amplify', 'entwine', 'splice', 'convoke', 'dredge',
  'transmute', 'replicate', 'suspend', 'champion', 'evoke', 'reinforce', 'retrace', 'devour',
  'unearth', 'cascade', 'level-up', 'scavenge', 'unleash', 'evolve', 'fuse', 'bestow', 'dash',
  'exploit', 'awaken', 'emerge', 'crew', 'fabricate', 'improvise', 'embalm', 'eternalize',
  'mentor', 'escape', 'mutate', 'boast', 'foretell', 'disturb', 'reconfigure', 'blitz', 'enlist',
  'craft', 'disguise', 'plot', 'saddle', 'harmonize', 'mobilize', 'warp', 'haunt', 'overload',
  'bargain', 'morph',
];
