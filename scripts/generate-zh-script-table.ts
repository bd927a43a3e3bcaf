// Writes rulings-data/zh/zh-script-table.ts, the Traditional → Simplified character table that
// ruling de-duplication compares Chinese texts through (scripts/zh-script/build-fold-table.ts).
//
//   node scripts/run-ts.js scripts/generate-zh-script-table.ts [--check]
//
// --check writes nothing and exits 1 when the committed table is stale (an opencc-js upgrade);
// rulings-data/zh/zh-script.test.ts checks the same on every test run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFoldTable, serializeFoldTable } from './zh-script/build-fold-table.ts';

export const ZH_SCRIPT_TABLE_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../rulings-data/zh/zh-script-table.ts');

function main(check: boolean): void {
  const table = buildFoldTable();
  const text = serializeFoldTable(table);
  const count = [...table.from].length;
  if (!check) {
    writeFileSync(ZH_SCRIPT_TABLE_PATH, text);
    console.log(`wrote ${ZH_SCRIPT_TABLE_PATH} (${count} characters)`);
    return;
  }
  if (!existsSync(ZH_SCRIPT_TABLE_PATH) || readFileSync(ZH_SCRIPT_TABLE_PATH, 'utf8') !== text) {
    console.error(`${ZH_SCRIPT_TABLE_PATH}: stale; run node scripts/run-ts.js scripts/generate-zh-script-table.ts`);
    process.exit(1);
  }
  console.log(`zh-script table up to date (${count} characters)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.includes('--check'));
