// `npm run bench`: runs every benchmark and writes bench/results.json + bench/RESULTS.md.
// Each figure is measured next to its baseline in the same run (absolute times drift on
// shared machines; ratios are what we compare). Not part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../cli/paths.ts';
import { runMatcherBench } from './matcher-bench.ts';

const outDir = join(REPO_ROOT, 'bench');
const matcher = await runMatcherBench({ perTermRegex: !process.argv.includes('--no-per-term') });

const sections = [`# Benchmark results\n\nRun on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}.\n`, '## Matcher throughput\n', matcher.markdown];
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'results.json'), `${JSON.stringify({ matcher }, null, 2)}\n`);
writeFileSync(join(outDir, 'RESULTS.md'), `${sections.join('\n')}\n`);
console.log(sections.join('\n'));
