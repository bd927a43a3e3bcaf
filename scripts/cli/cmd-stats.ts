import { dataVersionOf, formatDataVersion, tableEntriesOf } from '../../rulings-data/bundle/data-version.ts';
import { keywordReport } from '../../rulings-data/keywords/report.ts';
import { parseArgs } from './args.ts';
import { loadBundle } from './load-data.ts';
import type { Io } from './io.ts';

function tally<T>(items: readonly T[], key: (t: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

/** rulings stats [--bundle FILE]: counts as one JSON object. */
export async function stats(argv: string[], io: Io): Promise<number> {
  const { flags } = parseArgs(argv, { bundle: 'string' });
  const b = await loadBundle(flags.bundle as string | undefined);
  // A bundle from before the stamp existed: recompute it from what the bundle holds.
  const dataVersion = b.dataVersion ?? dataVersionOf({ version: 'unknown', rulings: b.rulings, keywords: tableEntriesOf(b.keywords), crVersion: b.crVersion });
  const linked = new Set(b.keywords.flatMap((k) => k.rulings.map((l) => l.rulingId)));
  const counts = {
    rulings: b.rulings.length,
    files: b.files.length,
    keywords: b.keywords.length,
    keywordsByKind: tally(b.keywords, (k) => k.kind),
    keywordsWithRulings: b.keywords.filter((k) => k.rulings.length > 0).length,
    rulingsBySource: tally(b.rulings, (r) => r.source),
    rulingsLinked: linked.size,
    rulingsInSeveralFiles: b.rulings.filter((r) => r.origins.length > 1).length,
    definitions: b.keywords.filter((k) => k.definitions?.length).length,
    crVersion: b.crVersion,
    dataDate: b.dataDate,
    // The same data version every built artefact states (see rulings-data/bundle/data-version.ts).
    dataVersion,
    dataVersionLine: formatDataVersion(dataVersion),
  };
  // Per kind: entries and how many have zh-Hans / zh-Hant names (rulings-data/keywords/report.ts).
  const keywordNames = keywordReport(b.keywords);
  io.out(JSON.stringify({ ...counts, keywordNames }, null, 2));
  return 0;
}
