// The `rulings` command line. Exit codes: 0 ok, 1 a failure (bad data, missing file), 2 usage.
import { UsageError } from './args.ts';
import { build } from './cmd-build.ts';
import { scan } from './cmd-scan.ts';
import { search } from './cmd-search.ts';
import { stats } from './cmd-stats.ts';
import { validate } from './cmd-validate.ts';
import { processIo, type Io } from './io.ts';

const USAGE = `usage: rulings <command> [options]

commands:
  validate <files…>              check source files; prints file:line:col problems and a summary
  build [--cr FILE] [--out DIR]  build the data bundle (default dist/data/)
  scan [--all] [--level L] <file|->
                                 keywords found in a text or HTML file, one JSON object per line;
                                 L: mechanics (default), rules or everything
  search <query> [--limit N]     search keywords and rulings, best first; pinyin finds keywords
                                 (zengzhi, zz), sources and dates filter rulings (official 2024)
  stats                          counts as JSON`;

const COMMANDS: Record<string, (argv: string[], io: Io) => Promise<number>> = { validate, build, scan, search, stats };

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    (command ? io.out : io.err)(USAGE);
    return command ? 0 : 2;
  }
  const run = COMMANDS[command];
  if (!run) {
    io.err(`rulings: unknown command '${command}'\n\n${USAGE}`);
    return 2;
  }
  try {
    return await run(rest, io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`rulings ${command}: ${err.message}`);
      return 2;
    }
    io.err(`rulings ${command}: ${(err as Error).message}`);
    return 1;
  }
}
