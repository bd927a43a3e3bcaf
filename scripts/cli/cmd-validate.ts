import { mergeRulings } from '../../rulings-data/parser/merge-rulings.ts';
import { parseSeedFile } from '../../rulings-data/parser/parse-seed.ts';
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
  const diagnostics = [...parsed.flatMap((p) => p.diagnostics), ...merged.diagnostics];
  for (const d of diagnostics) io.out(formatDiagnostic(d));
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const rulings = parsed.reduce((n, p) => n + p.rulings.length, 0);
  io.out(`${plural(rulings, 'ruling')}, ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`);
  return errors > 0 ? 1 : 0;
}
