// Hand-written keyword rows for the matcher's unit tests: small, so each test shows exactly
// which forms exist. Shaped like rows of the real table (rulings-data/keywords/).
import type { KeywordEntry } from '../schema.ts';

const row = (
  id: string,
  en: string[],
  zhHans: string[],
  zhHant: string[],
  everyday = false,
  kind: KeywordEntry['kind'] = 'keyword-ability',
): KeywordEntry => ({ id, kind, rule: '702.1', en, zhHans, zhHant, ...(everyday ? { everyday } : {}) });

export const FIXTURE: readonly KeywordEntry[] = [
  row('proliferate', ['Proliferate', 'proliferates', 'proliferated', 'proliferating'], ['增殖'], ['增殖'], false, 'keyword-action'),
  row('deathtouch', ['Deathtouch'], ['死触'], ['死觸']),
  row('double-strike', ['Double strike'], ['连击'], ['連擊']),
  row('first-strike', ['First strike'], ['先攻'], ['先攻']),
  row('flying', ['Flying'], ['飞行'], ['飛行'], true),
  row('vigilance', ['Vigilance'], ['警戒'], ['警戒'], true),
  row('ward', ['Ward'], ['守护'], ['守護'], true),
  row('madness', ['Madness'], ['疯魔'], ['瘋魔'], true),
  row('convoke', ['Convoke', 'convoked', 'convoking'], ['召集'], ['召集'], true),
  row('disguise', ['Disguise', 'disguised'], ['伪装'], ['偽裝'], true),
  row('adventure', ['Adventure', 'adventures', 'adventurer'], ['历险', '历险者'], ['歷險', '歷險者'], true, 'mechanic'),
  row(
    'phasing',
    ['Phasing', 'phase in', 'phase out', 'phases in', 'phases out', 'phased in', 'phased out'],
    ['时间跳跃', '跃离', '跃回'],
    ['時間跳躍', '躍離', '躍回'],
    true,
  ),
  row('face-down', ['face-down', 'face down'], ['牌面朝下'], ['牌面朝下'], false, 'concept'),
  row('ninjutsu', ['Ninjutsu'], ['忍术'], ['忍術']),
  row('commander-ninjutsu', ['Commander ninjutsu'], ['指挥官忍术'], ['指揮官忍術']),
  row('landcycling', ['landcycling'], ['地循环'], ['地循環']),
  row('basic-landcycling', ['basic landcycling'], ['基本地循环'], ['基本地循環']),
  row('manifest', ['Manifest', 'manifested'], ['显化'], ['顯化'], true, 'keyword-action'),
  row('manifest-dread', ['Manifest dread'], ['显化惧象'], ['顯化懼象'], false, 'keyword-action'),
  row('for-mirrodin', ['For Mirrodin!'], ['秘罗万岁！'], ['秘羅萬歲！']),
  // Ability words (207.2c): everyday ones and a coined one.
  row('landfall', ['Landfall'], ['地落'], ['地落'], true, 'ability-word'),
  row('raid', ['Raid'], ['突击'], ['突擊'], true, 'ability-word'),
  row('disappear', ['Disappear'], ['消失'], ['消失'], true, 'ability-word'),
  row('magecraft', ['Magecraft'], ['魔艺'], ['魔藝'], false, 'ability-word'),
];
