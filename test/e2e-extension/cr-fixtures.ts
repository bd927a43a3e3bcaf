// The Comprehensive Rules the extension e2e tests import (Chromium and Firefox): the tiny made-up
// CR of cr-text-fixtures.ts plus a made-up Ward rule (fixtures/extension/packs.html marks ward),
// written as Wizards' English text and the translation's Chinese text. No CR text: invented
// sentences of the CR's shapes. Effective 2099-01-01, so it can never be taken for a real CR.
import { crText, tinyCr } from '../../rulings-data/cr/cr-text-fixtures.ts';

const base = tinyCr();
export const CR_DOC = {
  ...base,
  version: '20990101',
  effectiveDate: '2099-01-01',
  rules: [
    ...base.rules,
    { number: '702.21', en: 'Ward', zh: '守护' },
    { number: '702.21a', en: 'Made-up ward note: a warded permanent asks a zebra toll of whoever targets it.', zh: '虚构的守护说明：以受守护的永久物为目标者须向斑马付通行费。' },
    { number: '702.21b', en: 'Multiple instances of ward each ask their own made-up toll.', zh: '多个守护异能各自要求其虚构的通行费。' },
  ],
};
/** What the ward tooltip's definition says once the CR is imported (either language). */
export const WARD_DEF_EN = 'a warded permanent asks a zebra toll';
export const WARD_DEF_ZH = '以受守护的永久物为目标者须向斑马付通行费';
export const CR_EN_NAME = 'MagicCompRules 20990101.txt';
export const CR_ZH_NAME = 'cr-zh.txt';
export const CR_EN_TEXT = crText(CR_DOC, 'en');
export const CR_ZH_TEXT = crText(CR_DOC, 'zh', { eol: '\r\n', bom: true });
/** The Chinese text with a garbled rule number: refused whole, at `cr-zh-damaged.txt:LINE:1`. */
export const CR_DAMAGED_NAME = 'cr-zh-damaged.txt';
export const CR_DAMAGED_TEXT = crText(CR_DOC, 'zh').replace('702.21b ', '702.21bb ');
export const CR_DAMAGED_LINE = CR_DAMAGED_TEXT.slice(0, CR_DAMAGED_TEXT.indexOf('702.21bb ')).split('\n').length;
export const CR_RULES = CR_DOC.rules.length;
export const CR_GLOSSARY = CR_DOC.glossary.length;
