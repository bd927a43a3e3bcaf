// Which keywords are also everyday words. A match of an `everyday` keyword is low confidence
// unless the text around it looks like MTG (a cost after it, 「」 brackets, a keyword line, a
// page about Magic…); other keywords are trusted on sight. The goal: few false tooltips in
// ordinary prose, while MTG text is still found.
//
// Criterion: the display name, or an alias/inflection the table matches (e.g. "tapped",
// "cast"), is a real word or fixed phrase that turns up outside Magic. On a page that is not
// about Magic every such hit is a false one, however rare the word (bestow, myriad), so real
// words are flagged. Not flagged: coined words (deathtouch, lifelink, planeswalk), MTG-only
// phrases (venture into the dungeon, mana value, 时空换境) and English words too rare to
// matter (proliferate, scry, goad, connive). That is a minority: Magic names most keywords
// with ordinary words. Chinese names are matched as substrings, so a name inside a common
// idiom counts too (返照 in 回光返照).
//
// The schema has one flag per entry, so an entry is everyday when EITHER language's name is:
// proliferate (rare in English) is everyday because 增殖 is everyday Chinese. Listing the two
// languages apart keeps the reason visible (and would allow a per-language flag later).

/** Ids whose English name is an ordinary English word or phrase. */
export const EVERYDAY_EN: readonly string[] = [
  // keyword actions
  'activate', 'attach', 'behold', 'cast', 'counter', 'create', 'destroy', 'discard', 'double', 'triple',
  'exchange', 'exile', 'fight', 'investigate', 'mill', 'play', 'regenerate', 'reveal', 'sacrifice',
  'search', 'shuffle', 'tap-and-untap', 'transform', 'convert', 'clash', 'set-in-motion', 'abandon',
  'detain', 'populate', 'monstrosity', 'vote', 'bolster', 'manifest', 'support', 'meld', 'exert',
  'explore', 'assemble', 'adapt', 'amass', 'learn', 'incubate', 'time-travel', 'discover', 'cloak',
  'collect-evidence', 'suspect', 'forage', 'endure', 'harness', 'blight',
  // keyword abilities
  'defender', 'enchant', 'equip', 'first-strike', 'flash', 'flying', 'haste', 'indestructible',
  'intimidate', 'protection', 'reach', 'shroud', 'trample', 'vigilance', 'ward', 'rampage',
  'phasing', 'buyback', 'shadow', 'cycling', 'echo', 'fading', 'kicker', 'flashback', 'madness',
  'fear', 'morph', 'amplify', 'provoke', 'storm', 'affinity', 'modular', 'splice', 'offering',
  'epic', 'dredge', 'transmute', 'haunt', 'replicate', 'forecast', 'graft', 'recover', 'ripple', 'split-second',
  'suspend', 'vanishing', 'absorb', 'delve', 'fortify', 'frenzy', 'poisonous', 'transfigure', 'champion', 'evoke',
  'hideaway', 'prowl', 'reinforce', 'conspire', 'persist', 'wither', 'retrace', 'devour', 'exalted',
  'unearth', 'cascade', 'level-up', 'rebound', 'infect', 'battle-cry', 'undying', 'miracle',
  'overload', 'scavenge', 'unleash', 'cipher', 'evolve', 'extort', 'fuse', 'bestow', 'tribute',
  'dethrone', 'hidden-agenda', 'outlast', 'prowess', 'dash', 'exploit', 'menace', 'renown',
  'awaken', 'devoid', 'ingest', 'myriad', 'surge', 'emerge', 'escalate', 'melee', 'crew',
  'fabricate', 'partner', 'undaunted', 'improvise', 'aftermath', 'embalm', 'afflict', 'ascend',
  'assist', 'jump-start', 'mentor', 'afterlife', 'riot', 'spectacle', 'escape', 'companion',
  'mutate', 'encore', 'boast', 'foretell', 'demonstrate', 'disturb', 'decayed', 'cleave',
  'training', 'reconfigure', 'blitz', 'casualty', 'enlist', 'read-ahead', 'ravenous', 'squad',
  'visit', 'prototype', 'more-than-meets-the-eye', 'toxic', 'backup', 'bargain', 'craft',
  'disguise', 'solved', 'plot', 'saddle', 'spree', 'gift', 'offspring', 'impending', 'exhaust',
  'max-speed', 'start-your-engines', 'harmonize', 'mobilize', 'tiered', 'station', 'warp',
  'infinity', 'mayhem', 'sneak', 'increment', 'paradigm',
  // ability words (207.2c). Not flagged: the coined ones (bloodrush, magecraft, metalcraft,
  // council's dilemma, fathomless descent, spell mastery).
  'adamant', 'addendum', 'alliance', 'battalion', 'celebration', 'channel', 'chroma', 'cohort',
  'constellation', 'converge', 'coven', 'delirium', 'descend-4', 'descend-8', 'disappear', 'domain',
  'eerie', 'eminence', 'enrage', 'fateful-hour', 'ferocious', 'flurry', 'formidable', 'grandeur',
  'hellbent', 'heroic', 'imprint', 'infusion', 'inspired', 'join-forces', 'kinship', 'landfall',
  'lieutenant', 'morbid', 'opus', 'pack-tactics', 'paradox', 'parley', 'radiance', 'raid', 'rally',
  'renew', 'repartee', 'revolt', 'secret-council', 'strive', 'survival', 'sweep', 'tempting-offer',
  'threshold', 'undergrowth', 'valiant', 'vivid', 'void', 'will-of-the-council',
  // mechanics and concepts
  'adventure', 'face-down', 'turn-face-up', 'alternative-cost', 'additional-cost', 'total-cost',
  'special-action', 'priority', 'stack', 'token', 'copy', 'characteristics', 'combat-damage',
  'emblem', 'timestamp', 'devotion', 'flip-card', 'mulligan', 'upkeep-step', 'main-phase',
  'end-step', 'cleanup-step', 'color-identity', 'draw-step', 'split-card', 'double-faced-card',
];

/** Ids whose Chinese name is an ordinary Chinese word, with its everyday meaning. */
export const EVERYDAY_ZH: Readonly<Record<string, string>> = {
  // keyword actions
  activate: '起动 start (a machine)', attach: '贴附 stick to', cast: '施放 set off (fireworks)',
  counter: '反击 counterattack', create: '派出 dispatch', destroy: '消灭 wipe out',
  discard: '弃牌 discard/fold (any card game)', double: '加倍 double', triple: '加两倍 triple',
  exchange: '交换 exchange', exile: '放逐 banish', fight: '互斗 fight each other', goad: '煽惑 incite',
  investigate: '探查 probe', mill: '磨 grind', play: '使用 use', regenerate: '重生 rebirth',
  reveal: '展示 display', sacrifice: '牺牲 sacrifice', scry: '占卜 divination', search: '搜寻 search',
  shuffle: '洗牌 shuffle', surveil: '刺探 spy on', 'tap-and-untap': '重置 reset',
  transform: '转化 transform', convert: '转换 convert', 'set-in-motion': '发动 launch, start',
  proliferate: '增殖 multiply (cells)', detain: '拘留 detain', populate: '殖民 colonize',
  vote: '投票 vote', manifest: '显化 manifest', support: '支援 support', meld: '融合 fuse',
  exert: '耗竭 exhaust', explore: '勘察 survey', assemble: '组装 assemble', adapt: '演化 evolve',
  learn: '温习 review lessons', connive: '筹谋 plan', incubate: '抚育 nurture',
  'time-travel': '时间旅行 time travel', 'collect-evidence': '搜证 gather evidence',
  suspect: '怀疑 doubt', forage: '觅粮 forage', harness: '掌控 control', earthbend: '运土 haul earth',
  waterbend: '截水 cut off water', blight: '衰萎 wither',
  // keyword abilities
  defender: '守军 garrison', 'double-strike': '连击 combo (video games)', equip: '佩带 wear',
  'first-strike': '先攻 move first (games)', flash: '闪现 flash up', flying: '飞行 flight',
  haste: '敏捷 agile', hexproof: '辟邪 ward off evil', indestructible: '不灭 immortal',
  intimidate: '威吓 intimidate', protection: '保护 protect', shroud: '帷幕 curtain',
  trample: '践踏 trample', vigilance: '警戒 alert', ward: '守护 guard', banding: '结合 combine',
  rampage: '狂暴 violent', flanking: '侧面攻击 flank attack', phasing: '时间跳跃 time jump',
  buyback: '购回 buy back', cycling: '循环 cycle, loop', horsemanship: '马术 equestrianism',
  fading: '消退 subside', kicker: '增幅 amplification', flashback: '返照 (in 回光返照, last rally)',
  madness: '疯魔 crazed', fear: '恐惧 fear', morph: '变身 transform (anime)', amplify: '增强 strengthen',
  provoke: '挑拨 stir up', storm: '风暴 storm', affinity: '共鸣 resonance', entwine: '打包 pack up',
  modular: '套件 kit', sunburst: '辉映 shine on each other', bushido: '武士道 bushido',
  soulshift: '转生 reincarnation', offering: '献祭 offer a sacrifice', ninjutsu: '忍术 ninja arts',
  convoke: '召集 convene', dredge: '发掘 unearth, discover', bloodthirst: '嗜血 bloodthirsty',
  haunt: '缠身 pester', forecast: '预报 (weather) forecast', 'split-second': '转瞬 in an instant',
  suspend: '延缓 delay', vanishing: '消逝 fade away', absorb: '抵受 withstand', frenzy: '狂热 fanatical',
  poisonous: '剧毒 highly toxic', champion: '夺冠 win the title', changeling: '化形 shapeshift',
  hideaway: '掩蔽 shelter', prowl: '伺机 wait for a chance', reinforce: '补强 reinforce',
  conspire: '协力 cooperate', persist: '留存 retain', wither: '干枯 dried up',
  retrace: '追溯 trace back', devour: '吞噬 swallow', annihilator: '歼灭 annihilate',
  'level-up': '升级 upgrade', rebound: '弹回 bounce back', infect: '侵染 infect',
  undying: '不息 ceaseless', miracle: '奇迹 miracle', overload: '超载 overload',
  scavenge: '食腐 feed on carrion', unleash: '脱缰 run wild', cipher: '暗码 secret code',
  evolve: '进化 evolve', extort: '敲诈 extort', bestow: '神授 divinely granted',
  tribute: '致敬 pay tribute', dethrone: '义勇 volunteer', exploit: '榨取 squeeze',
  menace: '威慑 deterrence', awaken: '醒转 come to', ingest: '摄食 ingest', surge: '潮涌 surge',
  skulk: '潜匿 lurk', emerge: '化生 (Buddhist/biology term)', escalate: '增效 boost effect',
  melee: '乱斗 brawl', crew: '搭载 carry, be fitted with', fabricate: '装配 assemble',
  partner: '拍档 partner', undaunted: '不屈 unyielding', aftermath: '余响 lingering echo',
  embalm: '遗存 remains', eternalize: '永生 eternal life', afflict: '折磨 torment',
  assist: '助力 help', 'jump-start': '再起 comeback', mentor: '训导 instruct',
  afterlife: '往生 pass away', riot: '起事 uprising', spectacle: '揭幕 unveil', encore: '返场 encore',
  foretell: '预示 foreshadow', demonstrate: '示范 demonstrate', disturb: '惊扰 disturb',
  cleave: '贯通 link up', training: '见习 intern', reconfigure: '重配 reconfigure',
  blitz: '急袭 raid', casualty: '催命 hound to death', 'read-ahead': '跳读 skim',
  ravenous: '贪食 gluttonous', squad: '小队 squad', visit: '造访 visit', prototype: '试作 trial make',
  toxic: '下毒 poison someone', backup: '后援 backup', bargain: '加码 raise the stakes',
  disguise: '伪装 disguise', spree: '追欢 seek pleasure', freerunning: '自由奔跑 run freely',
  gift: '礼赠 gift', impending: '隐现 faintly visible', 'max-speed': '速度极限 top speed',
  'start-your-engines': '发动引擎 start the engine', mobilize: '动员 mobilize',
  'job-select': '职业选择 career choice', tiered: '分级 grading', station: '蓄势 build momentum',
  warp: '跃迁 (quantum) transition', infinity: '无限 infinite', sneak: '奇袭 surprise attack',
  increment: '递增 increase', paradigm: '定式 set pattern',
  // mechanics and concepts
  adventure: '历险 adventure', 'additional-cost': '额外费用 extra fee', 'total-cost': '总费用 total cost',
  'special-action': '特殊动作 special move', priority: '优先权 priority', stack: '堆叠 pile up',
  token: '衍生物 derivative', counters: '指示物 indicator', copy: '复制 copy',
  characteristics: '特征 feature', 'combat-damage': '战斗伤害 combat damage (any game)',
  emblem: '徽记 badge', mulligan: '再调度 reschedule', 'main-phase': '行动阶段 action phase',
  'end-step': '结束步骤 final step', 'cleanup-step': '清除步骤 cleanup step',
  devotion: '献力 contribute one\'s strength (为家乡献力)', 'color-identity': '标识色 brand colour',
  'untap-step': '重置步骤 reset steps (密码重置步骤)',
  // ability words (207.2c). Not flagged: coined names (协战, 血激, 渲色, 聚辉, 议争, 落坟4/8,
  // 命悬一刻, 落坟无边, 连咒, 勇行, 魔艺, 金技, 连辞, 精熟咒语, 朽力).
  adamant: '固色 colour fixing (dyeing)', addendum: '附案 appended case', alliance: '联手 join hands',
  celebration: '欢庆 celebrate', channel: '魂力 soul power (web novels)', cohort: '齐力 join efforts',
  constellation: '星彩 starlight; a given name', coven: '鸠集 gather (literary)', delirium: '躁狂 mania',
  disappear: '消失 disappear', domain: '领土 territory', eerie: '异景 strange scenery',
  eminence: '威仪 dignified bearing', enrage: '激怒 enrage', ferocious: '威猛 mighty',
  formidable: '强横 overbearing', grandeur: '声威 prestige', hellbent: '背水战 last-ditch battle',
  imprint: '压印 embossing', infusion: '输注 infusion (medicine)', inspired: '启悟 enlighten',
  'join-forces': '携手 hand in hand', kinship: '血族 blood kin; vampires (fiction)',
  landfall: '地落 (in 轻轻地落下 "softly falls", 地 as adverb marker)', lieutenant: '副官 adjutant',
  morbid: '丧心 (in 丧心病狂 "frenzied")', opus: '炫示 show off', 'pack-tactics': '集群战术 swarm tactics',
  paradox: '悖论 paradox', parley: '论争 debate', radiance: '辉耀 shine', raid: '突击 assault',
  rally: '奋扬 rouse', renew: '复新 restore', revolt: '反抗 resist', 'secret-council': '密议 secret talks',
  strive: '积力 accumulate strength', survival: '生还 survive', sweep: '扫平 sweep away',
  'tempting-offer': '诱引 lure', threshold: '门槛 threshold, doorsill', valiant: '英武 valiant',
  vivid: '异彩 (in 大放异彩 "shine brilliantly")', void: '空洞 hollow, empty', 'will-of-the-council': '议定 agree upon',
};

/** Every id flagged everyday (union of both languages), sorted. */
export function everydayIds(): string[] {
  return [...new Set([...EVERYDAY_EN, ...Object.keys(EVERYDAY_ZH)])].sort();
}
