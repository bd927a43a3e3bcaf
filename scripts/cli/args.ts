// A tiny flag parser: the CLI's few flags do not justify a dependency, and it lets every command
// reject unknown flags with one clear message (exit 2).

export class UsageError extends Error {}

export type FlagSpec = Record<string, 'boolean' | 'string' | 'number'>;

export interface ParsedArgs {
  positionals: string[];
  flags: Record<string, string | number | boolean | undefined>;
}

export function parseArgs(argv: readonly string[], spec: FlagSpec): ParsedArgs {
  const positionals: string[] = [];
  const flags: ParsedArgs['flags'] = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg);
      continue;
    }
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    const [name, inline] = arg.replace(/^--?/, '').split(/=(.*)/s, 2);
    const kind = spec[name];
    if (!kind) {
      const known = Object.keys(spec).map((k) => `--${k}`).join(', ') || 'none';
      throw new UsageError(`unknown flag '${arg}' (known: ${known})`);
    }
    if (kind === 'boolean') {
      if (inline !== undefined) throw new UsageError(`flag --${name} takes no value`);
      flags[name] = true;
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      throw new UsageError(`flag --${name} needs a value`);
    }
    if (kind === 'number') {
      const n = Number(value);
      if (!Number.isInteger(n) || n <= 0) throw new UsageError(`flag --${name} needs a positive whole number, got '${value}'`);
      flags[name] = n;
    } else {
      flags[name] = value;
    }
  }
  return { positionals, flags };
}
