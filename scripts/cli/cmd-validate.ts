import { mergeRulings } from '../../rulings-data/parser/merge-rulings.ts';
import { parseSeedFile } from '../../rulings-data/parser/parse-seed.ts';
import { dateRangeDiagnostics } from '../../rulings-data/packs/read-pack.ts';
import { parseArgs, UsageError } from './args.ts';
import { formatDiagnostic, plural } from './format.ts';
import { loadSources } from './load-data.ts';
import type { Io } from './io.ts';

export async function validate(argv: string[], io: Io): Promise<number> {
  const { positionals } = parseArgs(argv, {});
  if (positionals.length === 0) throw new UsageError('validate needs at least one file (e.g. rulings-data/sources/*.txt)');
  const sources = await loadSources(positionals);
  const parsed = sources.map((s) => parseSeedFile(s.text, s.file));
  const merged = mergeRulings(parsed);
  // The date range an import into the extension or the widget checks (a typo like 2205).
  const dates = parsed.map((p, i) => dateRangeDiagnostics(sources[i].text, p.file, p.rulings));
  const diagnostics = [...parsed.flatMap((p, i) => [...p.diagnostics, ...dates[i]]), ...merged.diagnostics];
  for (const d of diagnostics) io.out(formatDiagnostic(d));
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const rulings = parsed.reduce((n, p) => n + p.rulings.length, 0);
  io.out(`${plural(rulings, 'ruling')}, ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`);
  return errors > 0 ? 1 : 0;
}
