import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { KEYWORDS } from '../../rulings-data/keywords/index.ts';
import { buildBundle } from '../../rulings-data/bundle/build-bundle.ts';
import { formatDataVersion } from '../../rulings-data/bundle/data-version.ts';
import { keywordPinyin } from '../../rulings-data/search/pinyin-names.ts';
import { parseArgs } from './args.ts';
import { formatDiagnostic, plural } from './format.ts';
import { loadCrPack, loadSources } from './load-data.ts';
import { BUNDLE_FILE, DEFAULT_OUT_DIR, packageVersion, TERMS_FILE } from './paths.ts';
import type { Io } from './io.ts';

export const DEFINITIONS_OFF = 'definitions off: no CR data pack found (pass --cr FILE or set RULINGS_CR to add them)';

/** rulings build [--cr FILE] [--out DIR] [sources…] */
export async function build(argv: string[], io: Io): Promise<number> {
  const { positionals, flags } = parseArgs(argv, { cr: 'string', out: 'string' });
  const outDir = resolve((flags.out as string | undefined) ?? DEFAULT_OUT_DIR);
  const { cr, file: crFile } = loadCrPack(flags.cr as string | undefined);
  const result = buildBundle({ sources: await loadSources(positionals), keywords: KEYWORDS, cr, version: packageVersion(), pinyin: keywordPinyin });
  for (const d of result.diagnostics) io.err(formatDiagnostic(d));
  const s = result.summary;
  if (s.errors > 0) {
    // Writing a bundle that silently lacks the broken rulings would lose data; refuse instead.
    io.err(`build failed: ${plural(s.errors, 'error')} in the sources (nothing written)`);
    return 1;
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, BUNDLE_FILE), JSON.stringify(result.bundle));
  writeFileSync(join(outDir, TERMS_FILE), JSON.stringify(result.terms));
  const linked = result.bundle.keywords.filter((k) => k.rulings.length > 0).length;
  io.out(`${plural(s.rulings, 'ruling')} (${s.bullets} bullets) from ${plural(s.files, 'file')}, ${plural(s.keywords, 'keyword')} (${linked} with rulings), ${plural(s.warnings, 'warning')}`);
  io.out(crFile ? `definitions on: ${s.definitions} keywords from CR ${s.crVersion} (${relative(process.cwd(), crFile)})` : DEFINITIONS_OFF);
  io.out(`data version: ${formatDataVersion(result.bundle.dataVersion!)}`);
  io.out(`wrote ${relative(process.cwd(), join(outDir, BUNDLE_FILE))} and ${TERMS_FILE}`);
  return 0;
}
