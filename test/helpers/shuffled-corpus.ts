// A bigger corpus for search tests: seed sentences shuffled into `count` rulings (as the
// benchmark's synthetic bundles are), with dates and sources spread deterministically, so the
// prefilter has to cut and filters have something to choose from.
import type { Ruling } from '../../rulings-data/schema.ts';

const SOURCES = ['official', 'official', 'MTGZH', 'gpt'];

export function shuffledCorpus(seedRulings: readonly Ruling[], count: number, seed = 2026): Ruling[] {
  const en = seedRulings.map((r) => r.en.split(/(?<=[.!?])\s+(?=[A-Z“"(])/));
  const zh = seedRulings.map((r) => r.zh.split(/(?<=[。！？])/).filter((s) => s.trim()));
  const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) / 2 ** 24;
  const out: Ruling[] = [];
  const seen = new Set<string>();
  while (out.length < count) {
    const parts = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => Math.floor(rand() * en.length));
    const text = parts.map((j) => en[j][Math.floor(rand() * en[j].length)]).join(' ');
    if (seen.has(text)) continue;
    seen.add(text);
    const zhText = parts.map((j) => zh[j][Math.floor(rand() * zh[j].length)]).join('');
    const date = `${2018 + Math.floor(rand() * 8)}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
    out.push({ id: `r-${out.length}`, date, source: SOURCES[Math.floor(rand() * SOURCES.length)], en: text, zh: zhText, origins: [] });
  }
  return out;
}
