// Imported packs: how long a 5,000-ruling pack takes from picked bytes to a merged bundle.
// Steps timed separately, median of --runs (default 5): readPack on one .txt (decode, parse,
// de-duplicate), readPack on a .zip of five files, mergePacks with the built-in seed bundle
// (link new rulings, rebuild the search index), and structuredClone of the pack (≈ what
// storing it in IndexedDB copies). The target: ≤ 2 s for the whole import.
//
//   node scripts/run-ts.js scripts/bench/packs-bench.ts [--runs N] [--count N]
import { strToU8, zipSync } from 'fflate';
import { buildBundle } from '../../rulings-data/bundle/build-bundle.ts';
import { KEYWORDS } from '../../rulings-data/keywords/index.ts';
import { compileTerms, createMatcher } from '../../rulings-data/matcher/index.ts';
import { mergePacks, readPack } from '../../rulings-data/packs/index.ts';
import { p50, round } from './stats.ts';
import { seedSources, syntheticRulings, toSourceText } from './synthetic.ts';

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

export interface PacksBench {
  rulings: number;
  txtBytes: number;
  readTxtMs: number;
  readZipMs: number;
  mergeMs: number;
  cloneMs: number;
  totalMs: number;
}

export function runPacksBench(count = 5000, runs = 5): PacksBench {
  const sources = seedSources();
  const rulings = syntheticRulings(count, 7, sources);
  const text = toSourceText(rulings);
  const bytes = strToU8(text);
  const per = Math.ceil(count / 5);
  const zip = zipSync(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`part-${i}.txt`, strToU8(toSourceText(rulings.slice(i * per, (i + 1) * per)))])));
  const { bundle } = buildBundle({ sources, keywords: KEYWORDS });
  const matcher = createMatcher(compileTerms(KEYWORDS));
  const time = (fn: () => void) => {
    const out: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      fn();
      out.push(performance.now() - t);
    }
    return round(p50(out), 1);
  };
  const first = readPack({ name: 'bench.txt', bytes });
  if (!first.pack || first.pack.rulings.length !== count) throw new Error(`packs bench: expected ${count} rulings, got ${first.pack?.rulings.length} (${first.diagnostics[0]?.message})`);
  const pack = first.pack;
  const readTxtMs = time(() => void readPack({ name: 'bench.txt', bytes }));
  const readZipMs = time(() => void readPack({ name: 'bench.zip', bytes: zip }));
  const mergeMs = time(() => void mergePacks(bundle, [pack], matcher));
  const cloneMs = time(() => void structuredClone(pack));
  return { rulings: count, txtBytes: bytes.length, readTxtMs, readZipMs, mergeMs, cloneMs, totalMs: round(readTxtMs + mergeMs + cloneMs, 1) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = runPacksBench(flag('count', 5000), flag('runs', 5));
  console.log(JSON.stringify(r, null, 2));
}
