// Stop words: everyday Chinese words that CONTAIN a keyword and are never that keyword
// (伪装成 "disguise oneself as", 召集人 "convener", 历险记 "… adventures" (book titles),
// 增殖期 "proliferative phase", 守护神 "guardian spirit", 飞行员 "pilot"…). The scanner puts them
// in the same trie as the keywords; leftmost-longest matching then lets a stop word swallow
// the keyword inside it, so the keyword is suppressed entirely, whatever the context.
//
// How a word gets here: it is common in news, tech or everyday prose, and reading it as the
// keyword would be wrong even on an MTG page. Words MTG rulings do use stay out: 复制品 (the
// copy of a spell), 历险者 (adventurer card), 不灭的, 飞行生物, 搭载了 ("crewed"), 重生之….
// Single-character 磨 (mill) gets the long list because it sits in so many words.
//
// Each row is [zh-Hans, zh-Hant]; the zh-Hant column is opencc-js cn→tw of the first
// (stoplist.test.ts checks it), written out so the content script never loads opencc.
// Rows whose words contain no keyword of the table are dropped by compileTerms.
export const STOP_ZH: ReadonlyArray<readonly [hans: string, hant: string]> = [
  ['伪装成 伪装者 伪装色 伪装网 伪装服 伪装自己 伪装起来 伪装得', '偽裝成 偽裝者 偽裝色 偽裝網 偽裝服 偽裝自己 偽裝起來 偽裝得'],
  ['召集人 召集令 召集会议 召集起来 召集到 召集了', '召集人 召集令 召集會議 召集起來 召集到 召集了'],
  ['历险记', '歷險記'],
  ['增殖期 增殖性 增殖率 细胞增殖 异常增殖 增殖能力', '增殖期 增殖性 增殖率 細胞增殖 異常增殖 增殖能力'],
  ['守护神 守护者 守护天使 守护进程 守护灵 守护着 守护星', '守護神 守護者 守護天使 守護進程 守護靈 守護著 守護星'],
  ['飞行员 飞行器 飞行物 飞行棋 飞行模式 飞行时间 飞行距离 飞行路线 飞行速度 飞行高度 飞行表演 飞行训练 飞行学院 飞行队 飞行家 飞行服 飞行甲板 飞行计划 飞行记录 飞行事故 飞行安全 飞行汽车 试飞行', '飛行員 飛行器 飛行物 飛行棋 飛行模式 飛行時間 飛行距離 飛行路線 飛行速度 飛行高度 飛行表演 飛行訓練 飛行學院 飛行隊 飛行家 飛行服 飛行甲板 飛行計劃 飛行記錄 飛行事故 飛行安全 飛行汽車 試飛行'],
  ['警戒线 警戒区 警戒水位 警戒状态 警戒级别 高度警戒 提高警戒 警戒心 警戒色', '警戒線 警戒區 警戒水位 警戒狀態 警戒級別 高度警戒 提高警戒 警戒心 警戒色'],
  ['连击数', '連擊數'],
  ['践踏事件 肆意践踏', '踐踏事件 肆意踐踏'],
  ['永恒不灭 灵魂不灭 精神不灭', '永恆不滅 靈魂不滅 精神不滅'],
  ['环境保护 保护区 保护伞 保护费 保护主义 自我保护 保护色 数据保护 隐私保护 保护措施 保护法 保护膜 保护套 保护壳 文物保护 保护环境 保护动物 野生动物保护 知识产权保护', '環境保護 保護區 保護傘 保護費 保護主義 自我保護 保護色 數據保護 隱私保護 保護措施 保護法 保護膜 保護套 保護殼 文物保護 保護環境 保護動物 野生動物保護 知識產權保護'],
  ['敏捷开发 敏捷性 身手敏捷 思维敏捷 敏捷度', '敏捷開發 敏捷性 身手敏捷 思維敏捷 敏捷度'],
  ['闪现出 闪现在 闪现着', '閃現出 閃現在 閃現著'],
  ['恐惧症 恐惧感 恐惧心理', '恐懼症 恐懼感 恐懼心理'],
  ['风暴潮 头脑风暴 金融风暴 热带风暴 风暴眼 沙尘风暴 舆论风暴', '風暴潮 頭腦風暴 金融風暴 熱帶風暴 風暴眼 沙塵風暴 輿論風暴'],
  ['循环经济 血液循环 恶性循环 良性循环 循环利用 循环系统 循环赛 单曲循环 循环播放 死循环 循环往复 水循环 循环水 微循环', '循環經濟 血液循環 惡性循環 良性循環 循環利用 循環系統 循環賽 單曲循環 循環播放 死循環 循環往復 水循環 循環水 微循環'],
  ['不疯魔不成活', '不瘋魔不成活'],
  ['显化法则', '顯化法則'],
  ['牺牲品 英勇牺牲 壮烈牺牲 流血牺牲 牺牲精神 做出牺牲 作出牺牲', '犧牲品 英勇犧牲 壯烈犧牲 流血犧牲 犧牲精神 做出犧牲 作出犧牲'],
  ['自我放逐', '自我放逐'],
  ['反击战 奋起反击', '反擊戰 奮起反擊'],
  ['复制到 复制粘贴 复制链接 一键复制 复制卡表 复制牌表 复制代码', '複製到 複製粘貼 複製鏈接 一鍵複製 複製卡表 複製牌表 複製代碼'],
  ['求支援 请求支援 技术支援 客服支援 帮助与支援 大家支援 支援一下 支援下 互相支援 火力支援', '求支援 請求支援 技術支援 客服支援 幫助與支援 大家支援 支援一下 支援下 互相支援 火力支援'],
  ['进化论 生物进化', '進化論 生物進化'],
  ['升级版 消费升级 产业升级 系统升级 升级换代 升级了 升级到 升级成 升级为 已升级 升级后 平衡性升级', '升級版 消費升級 產業升級 系統升級 升級換代 升級了 升級到 升級成 升級為 已升級 升級後 平衡性升級'],
  ['创造奇迹 经济奇迹 医学奇迹', '創造奇蹟 經濟奇蹟 醫學奇蹟'],
  ['融合发展 深度融合', '融合發展 深度融合'],
  ['投票率 投票站', '投票率 投票站'],
  ['交换机 交换生', '交換機 交換生'],
  ['展示会 展示厅', '展示會 展示廳'],
  ['转化率 成果转化', '轉化率 成果轉化'],
  ['转换器', '轉換器'],
  ['相结合 结合起来 结合实际 紧密结合 有机结合', '相結合 結合起來 結合實際 緊密結合 有機結合'],
  ['延缓衰老', '延緩衰老'],
  ['考古发掘 发掘出', '考古發掘 發掘出'],
  ['追溯到 追溯至 可追溯', '追溯到 追溯至 可追溯'],
  ['吞噬细胞', '吞噬細胞'],
  ['留存率', '留存率'],
  ['产生共鸣 引起共鸣 情感共鸣', '產生共鳴 引起共鳴 情感共鳴'],
  ['打包带走 打包盒', '打包帶走 打包盒'],
  ['同比增幅 环比增幅 增幅为 增幅达', '同比增幅 環比增幅 增幅為 增幅達'],
  ['增强现实 增强型 增强版', '增強現實 增強型 增強版'],
  ['挑拨离间', '挑撥離間'],
  ['病痛缠身 债务缠身 官司缠身', '病痛纏身 債務纏身 官司纏身'],
  ['天气预报 预报员', '天氣預報 預報員'],
  ['逐渐消退', '逐漸消退'],
  ['回光返照', '迴光返照'],
  ['核威慑 威慑力', '核威懾 威懾力'],
  ['敲诈勒索', '敲詐勒索'],
  ['君权神授', '君權神授'],
  ['超载车辆', '超載車輛'],
  ['装配线 装配式', '裝配線 裝配式'],
  ['黄金拍档', '黃金拍檔'],
  ['揭幕式 揭幕战', '揭幕式 揭幕戰'],
  ['预示着', '預示著'],
  ['示范区 示范性 示范作用', '示範區 示範性 示範作用'],
  ['见习生', '見習生'],
  ['贪食症', '貪食症'],
  ['后援会', '後援會'],
  ['总动员 动员大会', '總動員 動員大會'],
  ['分级诊疗 分级制度', '分級診療 分級制度'],
  ['蓄势待发', '蓄勢待發'],
  ['能级跃迁', '能級躍遷'],
  ['逐年递增', '逐年遞增'],
  ['思维定式', '思維定式'],
  ['怀疑论', '懷疑論'],
  ['殖民地 殖民主义 殖民者 殖民统治', '殖民地 殖民主義 殖民者 殖民統治'],
  ['拘留所 行政拘留 刑事拘留', '拘留所 行政拘留 刑事拘留'],
  ['发动机', '發動機'],
  ['重置密码', '重置密碼'],
  ['行业洗牌 大洗牌', '行業洗牌 大洗牌'],
  ['占卜师', '占卜師'],
  ['刺探情报', '刺探情報'],
  ['浴火重生', '浴火重生'],
  ['加倍努力', '加倍努力'],
  ['派出所', '派出所'],
  ['拉开帷幕 落下帷幕', '拉開帷幕 落下帷幕'],
  ['马术比赛 马术运动 马术俱乐部', '馬術比賽 馬術運動 馬術俱樂部'],
  ['转瞬即逝 转瞬之间', '轉瞬即逝 轉瞬之間'],
  ['狂热分子 狂热粉丝', '狂熱分子 狂熱粉絲'],
  ['伺机而动', '伺機而動'],
  ['同心协力 齐心协力', '同心協力 齊心協力'],
  ['歼灭战', '殲滅戰'],
  ['生生不息 川流不息 自强不息', '生生不息 川流不息 自強不息'],
  ['食腐动物', '食腐動物'],
  ['脱缰野马 脱缰之马', '脫韁野馬 脫韁之馬'],
  ['义勇军', '義勇軍'],
  ['提质增效 降本增效 增效剂', '提質增效 降本增效 增效劑'],
  ['大乱斗', '大亂鬥'],
  ['不屈不挠', '不屈不撓'],
  ['文化遗存', '文化遺存'],
  ['永生难忘 永生永世', '永生難忘 永生永世'],
  ['东山再起', '東山再起'],
  ['融会贯通', '融會貫通'],
  ['折磨人', '折磨人'],
  // Ability words (207.2c) inside everyday words: 地 as adverb marker + 落 (轻轻地落下, 大地落入).
  ['地落下 地落在 地落入 地落到 地落了 地落后 地落实 地落地 地落幕 地落座 地落泪 地落空 地落成', '地落下 地落在 地落入 地落到 地落了 地落後 地落實 地落地 地落幕 地落座 地落淚 地落空 地落成'],
  ['丧心病狂', '喪心病狂'],
  ['大放异彩 异彩纷呈', '大放異彩 異彩紛呈'],
  ['突击队 突击检查 突击步枪 突击队员', '突擊隊 突擊檢查 突擊步槍 突擊隊員'],
  ['生还者', '生還者'],
  ['密码重置步骤', '密碼重置步驟'],
  ['磨损 磨练 磨炼 琢磨 磨刀 磨合 磨难 消磨 打磨 研磨 磨砂 磨坊 磨蹭 磨灭 磨牙 磨石 磨面 磨豆浆 石磨 推磨 磨洋工 软磨硬泡', '磨損 磨練 磨鍊 琢磨 磨刀 磨合 磨難 消磨 打磨 研磨 磨砂 磨坊 磨蹭 磨滅 磨牙 磨石 磨面 磨豆漿 石磨 推磨 磨洋工 軟磨硬泡'],
];

/** English phrases in which a keyword is used in its everyday sense (flash flood, data protection). */
export const STOP_EN: readonly string[] = [
  'flash flood', 'flash floods', 'flash drive', 'flash drives', 'flash sale', 'flash sales', 'flash memory',
  'storm surge', 'storm drain', 'storm drains', 'echo chamber', 'echo chambers', 'shadow cabinet',
  'data protection', 'witness protection', 'sun protection', 'eye protection', 'cycling lane', 'cycling lanes',
  'draw step by step',
];

/**
 * MTG context phrases: their presence makes everyday keywords around them (and, through
 * hasMtgContext, in the whole text) at least medium. Chosen to be near-unique to MTG rules
 * language; 'mtg' is matched as a whole word, case-insensitively.
 */
export const SIGNALS_EN: readonly string[] = [
  'magic: the gathering', 'magic the gathering', 'mtg', 'mtga', 'mtgo', 'planeswalker', 'planeswalkers',
  'mana value', 'mana cost', 'converted mana cost', 'mana ability', 'mana abilities',
  'triggered ability', 'triggered abilities', 'activated ability', 'activated abilities',
  'static ability', 'static abilities', 'state-based action', 'state-based actions',
  // Card and rules phrasing (what a rules article around a keyword is made of), only where
  // nothing else says it: not "the battlefield" (history), "your library", "creature card".
  'your graveyard', "owner's graveyard", 'until end of turn',
  'target creature', 'target player', 'target opponent', 'target spell', 'target permanent',
  'creature token', 'creature tokens',
];

/** [zh-Hans, zh-Hant] like STOP_ZH. */
export const SIGNALS_ZH: readonly (readonly [string, string])[] = [
  ['万智牌 魔法风云会 法术力 鹏洛客 触发式异能 起动式异能 静止式异能 法术力异能 坟墓场',
    '萬智牌 魔法風雲會 法術力 鵬洛客 觸發式異能 起動式異能 靜止式異能 法術力異能 墳墓場'],
  ['目标生物 目标牌手 目标咒语 目标永久物 永久物 直到回合结束',
    '目標生物 目標牌手 目標咒語 目標永久物 永久物 直到回合結束'],
];

/** Splits the space-separated rows above into one flat word list. */
export function words(rows: ReadonlyArray<readonly [string, string]>, column: 0 | 1): string[] {
  return rows.flatMap((row) => row[column].split(' ').filter(Boolean));
}
