// Synthetic rulings for the scale benchmarks (build-scale.ts, search-bench.ts): N bilingual
// rulings made from the seed rulings' sentences, shuffled (1–3 sentences from different seed
// rulings per paragraph), with varied dates and sources, written as 单卡释疑 source files.
// Deterministic (seeded PRNG), so every run benches the same text. Every English paragraph is
// distinct: ruling ids come from the English text, and duplicates would be merged away.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSeedFile } from '../../rulings-data/parser/parse-seed.ts';
import type { SourceFile } from '../../rulings-data/bundle/build-bundle.ts';
import { SOURCES_DIR } from '../cli/paths.ts';

export const RULINGS_PER_FILE = 1000;
const SOURCES = ['official', 'official', 'official', 'MTGZH', 'MTGZH', 'gpt'];
const FIRST_DAY = Date.UTC(2008, 0, 1);
const LAST_DAY = Date.UTC(2026, 3, 17);

/** mulberry32: small, fast, good enough to shuffle text. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedSources(): SourceFile[] {
  return readdirSync(SOURCES_DIR)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => ({ file: `sources/${f}`, text: readFileSync(join(SOURCES_DIR, f), 'utf8') }));
}

interface SentencePool {
  en: string[][];
  zh: string[][];
}

/** Sentences of each seed ruling (English split after . ! ? ; Chinese after 。！？). */
function sentencePool(sources: readonly SourceFile[]): SentencePool {
  const en: string[][] = [];
  const zh: string[][] = [];
  for (const s of sources) {
    for (const r of parseSeedFile(s.text, s.file).rulings) {
      en.push(r.en.split(/(?<=[.!?])\s+(?=[A-Z“"(])/).filter(Boolean));
      zh.push(r.zh.split(/(?<=[。！？])/).filter((x) => x.trim() !== ''));
    }
  }
  if (en.length === 0) throw new Error('synthetic: the seed sources yielded no rulings to build from');
  return { en, zh };
}

export interface SyntheticRuling {
  date: string;
  source: string;
  en: string;
  zh: string;
}

export function syntheticRulings(count: number, seed = 2026, sources = seedSources()): SyntheticRuling[] {
  const pool = sentencePool(sources);
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const seen = new Set<string>();
  const out: SyntheticRuling[] = [];
  let attempts = 0;
  while (out.length < count) {
    if (++attempts > count * 50) throw new Error(`synthetic: could not make ${count} distinct rulings from the seed sentences`);
    const k = 1 + Math.floor(rand() * 3);
    const en: string[] = [];
    const zh: string[] = [];
    for (let i = 0; i < k; i++) {
      const j = Math.floor(rand() * pool.en.length);
      en.push(pick(pool.en[j]));
      zh.push(pick(pool.zh[j]));
    }
    const enText = en.join(' ');
    if (seen.has(enText)) continue;
    seen.add(enText);
    const day = new Date(FIRST_DAY + Math.floor(rand() * ((LAST_DAY - FIRST_DAY) / 86_400_000)) * 86_400_000);
    out.push({ date: day.toISOString().slice(0, 10), source: pick(SOURCES), en: enText, zh: zh.join('') });
  }
  return out;
}

/** One source file's text in the 单卡释疑 layout the seeds use. */
export function toSourceText(rulings: readonly SyntheticRuling[]): string {
  const parts = ['单卡释疑\n'];
  for (const r of rulings) parts.push(`\n• (${r.date} ${r.source})\n\n  ${r.zh}\n\n  ${r.en}\n`);
  return parts.join('');
}

/** Writes `count` synthetic rulings as source files under `dir` (emptied first); returns them. */
export function writeSyntheticSources(dir: string, count: number, seed = 2026): SourceFile[] {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const rulings = syntheticRulings(count, seed);
  const files: SourceFile[] = [];
  for (let i = 0; i < rulings.length; i += RULINGS_PER_FILE) {
    const name = `syn_${String(i / RULINGS_PER_FILE).padStart(3, '0')}.txt`;
    const text = toSourceText(rulings.slice(i, i + RULINGS_PER_FILE));
    writeFileSync(join(dir, name), text);
    files.push({ file: `synthetic-${count}/${name}`, text });
  }
  return files;
}
