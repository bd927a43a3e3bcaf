// Hand-made tooltip data for the tooltip's unit tests. Ruling texts are from the seed files
// (rulings-data/sources); definition texts are placeholders because CR text must never be
// committed.
import type { Anchor, TooltipData, TooltipRuling } from '../contracts.ts';

export const RULINGS: TooltipRuling[] = [
  {
    id: 'r-0000000001',
    date: '2023-11-10',
    source: 'official',
    zh: '牌手可以回应效应中包含增殖的咒语或异能。',
    en: 'Players can respond to a spell or ability whose effect includes proliferating.',
  },
  {
    id: 'r-0000000002',
    date: '2023-11-09',
    source: 'MTGZH',
    zh: '对注记于「每当你增殖时」触发的异能而言，就算在如此作时未选择任何永久物或牌手，此类异能也会触发。',
    en: 'An ability that triggers "Whenever you proliferate" triggers even if you chose no permanents or players while doing so.',
  },
  {
    id: 'r-0000000003',
    date: '2024-07-05',
    source: 'gpt',
    zh: '增殖时，你可以选择任何具有指示物的永久物，包括由对手操控者。',
    en: 'To proliferate, you can choose any permanent that has a counter, including ones controlled by opponents.',
  },
  {
    id: 'r-0000000004',
    date: '2020-01-24',
    source: 'judge-blog',
    zh: '第四条裁定的中文。',
    en: 'The fourth ruling in English.',
  },
  {
    id: 'r-0000000005',
    date: '2019-05-03',
    source: 'official',
    zh: '第五条裁定的中文。',
    en: 'The fifth ruling in English.',
  },
];

export function proliferate(overrides: Partial<TooltipData> = {}): TooltipData {
  return {
    keyword: {
      id: 'proliferate',
      kind: 'keyword-action',
      rule: '701.34',
      en: 'Proliferate',
      zhHans: '增殖',
      zhHant: '增殖',
      definitions: [{ rule: '701.34a', en: 'Placeholder definition (EN).', zh: '占位定义（中文）。' }],
    },
    rulings: RULINGS.map((r) => ({ ...r })),
    dataDate: '2024-07-05',
    ...overrides,
  };
}

/** A virtual anchor at a fixed spot (happy-dom has no layout, so Ranges measure 0×0). */
export function anchorAt(x = 100, y = 100, width = 80, height = 18): Anchor {
  return { getBoundingClientRect: () => new DOMRect(x, y, width, height) };
}

export const INFO = { text: 'Proliferate', confidence: 'high' as const };
