// Writes rulings-data/keywords/keyword-table.json from the keyword NAMES in the bilingual
// Comprehensive Rules JSON (plus the hand-written lists in scripts/keyword-table/).
//
//   node scripts/run-ts.js scripts/generate-keyword-table.ts [--cr FILE] [--check]
//
// CR file: --cr FILE, else $RULINGS_CR, else ../shared/data/cr/cr-20260417.json (relative to
// the repo root). --check writes nothing and exits 1 when the committed table is stale.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keywordReport, reportMarkdown } from '../rulings-data/keywords/report.ts';
import { buildKeywordTable, serializeTable } from './keyword-table/build-table.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_CR = resolve(REPO_ROOT, '../shared/data/cr/cr-20260417.json');
export const TABLE_PATH = resolve(REPO_ROOT, 'rulings-data/keywords/keyword-table.json');

/** The CR file to read when no --cr is given: $RULINGS_CR, else DEFAULT_CR. */
export function defaultCrPath(): string {
  return process.env.RULINGS_CR ? resolve(process.env.RULINGS_CR) : DEFAULT_CR;
}

interface Options {
  cr: string;
  check: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  let cr = defaultCrPath();
  let check = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--cr') {
      const value = argv[++i];
      if (!value) throw new Error('--cr needs a file path');
      cr = resolve(value);
    } else if (arg.startsWith('--cr=')) {
      cr = resolve(arg.slice('--cr='.length));
    } else if (arg === '--check') {
      check = true;
    } else {
      throw new Error(`unknown argument "${arg}" (usage: generate-keyword-table.ts [--cr FILE] [--check])`);
    }
  }
  return { cr, check };
}

/** Reads and parses the CR file, with errors that name the file. */
export function readCr(path: string): unknown {
  if (!existsSync(path)) {
    throw new Error(`CR file not found: ${path} (pass --cr FILE or set RULINGS_CR)`);
  }
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`CR file ${path} is not valid JSON: ${(err as Error).message}`);
  }
}

function main(): number {
  const opts = parseArgs(process.argv.slice(2));
  const entries = buildKeywordTable(readCr(opts.cr), relative(REPO_ROOT, opts.cr) || opts.cr);
  const text = serializeTable(entries);
  const out = relative(REPO_ROOT, TABLE_PATH);
  const current = existsSync(TABLE_PATH) ? readFileSync(TABLE_PATH, 'utf8') : null;
  if (opts.check) {
    if (current === text) {
      console.log(`${out} is up to date (${entries.length} entries).`);
      return 0;
    }
    console.error(`${out} is stale: run npm run keywords:generate`);
    return 1;
  }
  if (current !== text) writeFileSync(TABLE_PATH, text);
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
  const summary = [...counts].map(([k, n]) => `${n} ${k}`).join(', ');
  console.log(`${current === text ? 'unchanged' : 'wrote'} ${out}: ${entries.length} entries (${summary}).`);
  console.log(`\n${reportMarkdown(keywordReport(entries))}`);
  return 0;
}

// Run only as a script, so tests can import the paths and readCr.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main();
  } catch (err) {
    console.error(`generate-keyword-table: ${(err as Error).message}`);
    process.exitCode = 1;
  }
}
