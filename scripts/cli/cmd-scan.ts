import { readFile } from 'node:fs/promises';
import { KEYWORDS } from '../../rulings-data/keywords/index.ts';
import { compileTerms, createMatcher } from '../../rulings-data/matcher/index.ts';
import { DEFAULT_LEVEL, LEVELS, type Level } from '../../rulings-data/keywords/levels.ts';
import { parseArgs, UsageError } from './args.ts';
import { htmlToText, looksLikeHtml } from './html-to-text.ts';
import type { Io } from './io.ts';

/**
 * rulings scan [--all] [--level mechanics|rules|everything] <file|->: one JSON object per match,
 * at the same default level as the widget and the extension (mechanics). HTML is reduced to its visible text
 * first, and offsets refer to that text. The file as a whole is the context: if anywhere in it
 * shows MTG signals, every match counts as being in MTG context.
 */
export async function scan(argv: string[], io: Io): Promise<number> {
  const { positionals, flags } = parseArgs(argv, { all: 'boolean', level: 'string' });
  if (positionals.length !== 1) throw new UsageError('scan needs exactly one file, or - for standard input');
  const level = (flags.level ?? DEFAULT_LEVEL) as Level;
  if (!LEVELS.includes(level)) throw new UsageError(`--level must be one of ${LEVELS.join(', ')}, got '${flags.level}'`);
  const [source] = positionals;
  let raw: string;
  try {
    raw = source === '-' ? await io.stdin() : await readFile(source, 'utf8');
  } catch (err) {
    throw new Error(`cannot read '${source}': ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message}`);
  }
  const text = looksLikeHtml(raw) ? htmlToText(raw) : raw;
  const matcher = createMatcher(compileTerms(KEYWORDS));
  const context = matcher.hasMtgContext(text) ? 'mtg' : 'auto';
  for (const m of matcher.match(text, { minConfidence: flags.all ? 'low' : 'medium', context, level })) {
    io.out(JSON.stringify({ id: m.id, text: text.slice(m.start, m.end), start: m.start, end: m.end, lang: m.lang, confidence: m.confidence }));
  }
  return 0;
}
