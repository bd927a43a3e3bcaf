// The packs the extension e2e tests import (Chromium and Firefox): a good one whose first
// ruling is about ward (no built-in ruling is: see fixtures/extension/packs.html), and a bad one.
import { rulingId } from '../../rulings-data/parser/merge-rulings.ts';
import { seedText } from '../../rulings-data/packs/pack-fixtures.ts';

export const WARD_RULING = {
  date: '2026-05-01',
  source: 'official',
  zh: '如果某咒语以具有守护的永久物为目标，且守护异能触发，则该咒语的操控者必须支付守护费用，否则该咒语被反击（测试包）。',
  en: 'If a spell targets a permanent with ward and the ward ability triggers, the spell is countered unless its controller pays the ward cost (test pack).',
};
export const WARD_RULING_ID = rulingId(WARD_RULING.en);
export const GOOD_PACK_NAME = 'ward-notes';
export const GOOD_PACK_TEXT = seedText([
  WARD_RULING,
  {
    date: '2024-02-09',
    source: 'MTGZH',
    zh: '增殖时，你可以选择任意数量已有指示物的永久物与牌手（测试包 zebra）。',
    en: 'When you proliferate, you may choose any number of permanents and players that have counters (test pack zebra).',
  },
]);
/** Line 9 has an impossible date: the whole file is refused with `bad-pack.txt:9:…`. */
export const BAD_PACK_TEXT = GOOD_PACK_TEXT.replace('• (2024-02-09 MTGZH)', '• (2024-02-30 MTGZH)');
export const BAD_PACK_LINE = 9;
