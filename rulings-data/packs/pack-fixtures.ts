// Test and bench helpers (not exported from index.ts): write 单卡释疑 text, synthesise packs.
export interface FixtureRuling {
  date: string;
  source: string;
  zh: string;
  en: string;
}

/** A 单卡释疑 file for the given rulings, laid out like the seeds. */
export function seedText(rulings: readonly FixtureRuling[]): string {
  return ['单卡释疑', '', ...rulings.flatMap((r) => [`• (${r.date} ${r.source})`, '', `  ${r.zh}`, '', `  ${r.en}`, ''])].join('\n');
}

const MECHANICS = [
  { en: 'proliferate', zh: '增殖' },
  { en: 'convoke', zh: '召集' },
  { en: 'madness', zh: '疯狂' },
  { en: 'disguise', zh: '伪装' },
];

/** `n` distinct rulings about seed mechanics, dated across 2020–2025, three sources. */
export function syntheticRulings(n: number, tag = 'synthetic'): FixtureRuling[] {
  return Array.from({ length: n }, (_, i) => {
    const m = MECHANICS[i % MECHANICS.length];
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    return {
      date: `${2020 + (i % 6)}-${month}-${day}`,
      source: ['official', 'MTGZH', 'gpt'][i % 3],
      zh: `${m.zh}规则说明第${i}条（${tag}）：当你${m.zh}时，按照顺序处理每个指示物与效应。`,
      en: `To ${m.en}, follow ${tag} note number ${i}: each counter and effect is handled in order when you ${m.en}.`,
    };
  });
}

export const utf8 = (text: string) => new TextEncoder().encode(text);
