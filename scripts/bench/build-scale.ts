// Build scale: how bundle build time and output size grow with the number of rulings. Sizes:
// the seeds, then 500 / 5,000 / 50,000 synthetic rulings (synthetic.ts) written as 单卡释疑
// source files into bench/tmp/ and read back, as the CLI would. "Build" = buildBundle (parse,
// merge, link, search index) + JSON.stringify of the bundle and terms, without the CR pack
// (definitions are a fixed cost that does not grow with rulings).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildBundle, type SourceFile } from '../../rulings-data/bundle/build-bundle.ts';
import type { KeywordEntry } from '../../rulings-data/schema.ts';
import { BENCH_TMP } from './cr-page.ts';
import { collectGarbage, cpuMs, median, round } from './stats.ts';
import { seedSources, writeSyntheticSources } from './synthetic.ts';

export const SYNTHETIC_SIZES = [500, 5_000, 50_000] as const;

export interface ScalePoint {
  name: string;
  rulings: number;
  /** Median build ms (buildBundle + stringify), wall time. */
  buildMs: number;
  /** The same builds' process CPU time, ms (the per-10× ratios use it: robust to other load). */
  cpuMs: number;
  runs: number;
  bundleBytes: number;
  bundleGzipBytes: number;
  termsBytes: number;
}

export interface BuildScaleResult {
  points: ScalePoint[];
  /** Growth per 10× more rulings, between consecutive synthetic sizes. */
  per10x: Array<{ from: number; to: number; time: number; size: number }>;
  markdown: string;
  /** The built bundles' JSON by rulings count, for the search bench to reuse. */
  bundles: Map<number, string>;
}

function readBack(files: readonly SourceFile[], dir: string): SourceFile[] {
  // Read from disk like `rulings build` does (the files were just written there).
  return files.map((f) => ({ file: f.file, text: readFileSync(join(dir, f.file.split('/').pop()!), 'utf8') }));
}

function buildOnce(sources: readonly SourceFile[], keywords: readonly KeywordEntry[]): { ms: number; cpu: number; bundle: string; terms: string; rulings: number } {
  const c0 = cpuMs();
  const t0 = performance.now();
  const out = buildBundle({ sources, keywords });
  const bundle = JSON.stringify(out.bundle);
  const terms = JSON.stringify(out.terms);
  const ms = performance.now() - t0;
  const cpu = cpuMs() - c0;
  if (out.summary.errors > 0) {
    const first = out.diagnostics.find((d) => d.severity === 'error');
    throw new Error(`build-scale: the sources have ${out.summary.errors} errors (first: ${first?.file}:${first?.line}: ${first?.message})`);
  }
  return { ms, cpu, bundle, terms, rulings: out.summary.rulings };
}

async function point(name: string, sources: readonly SourceFile[], keywords: readonly KeywordEntry[], runs: number): Promise<{ p: ScalePoint; bundle: string }> {
  const times: number[] = [];
  const cpu: number[] = [];
  let last!: ReturnType<typeof buildOnce>;
  for (let i = 0; i < runs; i++) {
    await collectGarbage();
    last = buildOnce(sources, keywords);
    times.push(last.ms);
    cpu.push(last.cpu);
  }
  return {
    p: {
      name,
      rulings: last.rulings,
      buildMs: round(median(times), 0),
      cpuMs: round(median(cpu), 0),
      runs,
      bundleBytes: Buffer.byteLength(last.bundle),
      bundleGzipBytes: gzipSync(last.bundle).length,
      termsBytes: Buffer.byteLength(last.terms),
    },
    bundle: last.bundle,
  };
}

export async function runBuildScale(keywords: readonly KeywordEntry[], sizes: readonly number[] = SYNTHETIC_SIZES): Promise<BuildScaleResult> {
  const seeds = seedSources();
  buildOnce(seeds, keywords); // warm-up: JIT, keyword compile paths
  const points: ScalePoint[] = [(await point('seeds', seeds, keywords, 5)).p];
  const bundles = new Map<number, string>();
  for (const n of sizes) {
    const dir = join(BENCH_TMP, `synthetic-${n}`);
    const sources = readBack(writeSyntheticSources(dir, n), dir);
    const { p, bundle } = await point(`synthetic ${n.toLocaleString('en')}`, sources, keywords, n >= 50_000 ? 1 : n >= 5_000 ? 2 : 3);
    points.push(p);
    bundles.set(n, bundle);
  }
  const synth = points.slice(1);
  const per10x = synth.slice(1).map((p, i) => {
    const prev = synth[i];
    // Normalised to exactly 10× more rulings, in case a size is not a clean power of ten apart.
    const steps = Math.log10(p.rulings / prev.rulings);
    return {
      from: prev.rulings,
      to: p.rulings,
      time: round((p.cpuMs / prev.cpuMs) ** (1 / steps), 2),
      size: round((p.bundleBytes / prev.bundleBytes) ** (1 / steps), 2),
    };
  });
  const result: BuildScaleResult = { points, per10x, markdown: '', bundles };
  result.markdown = toMarkdown(result);
  return result;
}

const mb = (b: number) => (b / 1e6).toFixed(2);

function toMarkdown(r: BuildScaleResult): string {
  const lines = [
    'buildBundle + JSON.stringify, without the CR pack (definitions are a fixed cost). Synthetic rulings: seed sentences shuffled, varied dates and sources, written as 单卡释疑 files and read back.',
    '',
    '| input | rulings | build, wall (ms) | build, CPU (ms) | rulings.json (MB) | gzip (MB) | terms.json (KB) | CPU ms per 1k rulings |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const p of r.points) {
    lines.push(
      `| ${p.name} | ${p.rulings} | ${p.buildMs} | ${p.cpuMs} | ${mb(p.bundleBytes)} | ${mb(p.bundleGzipBytes)} | ${(p.termsBytes / 1024).toFixed(1)} | ${round((p.cpuMs / p.rulings) * 1000, 0)} |`,
    );
  }
  lines.push('', '| step | build CPU time × | bundle size × | linear would be |', '| --- | ---: | ---: | ---: |');
  for (const s of r.per10x) lines.push(`| ${s.from.toLocaleString('en')} → ${s.to.toLocaleString('en')} | ${s.time}× | ${s.size}× | 10× |`);
  const last = r.per10x[r.per10x.length - 1];
  if (last) lines.push('', `Per 10× more rulings (${last.from.toLocaleString('en')} → ${last.to.toLocaleString('en')}) the build takes ${last.time}× the CPU time and the bundle is ${last.size}× as big; linear would be 10×. CPU time is process time (GC threads included), measured after a forced GC.`);
  return lines.join('\n');
}
