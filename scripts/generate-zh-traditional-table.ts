// Writes rulings-data/zh/zh-traditional-table.ts, the Simplified → Traditional table the tooltip
// shows Chinese text through on Traditional pages (scripts/zh-script/build-traditional-table.ts).
//
//   node scripts/run-ts.js scripts/generate-zh-traditional-table.ts [--check]
//
// --check writes nothing and exits 1 when the committed table is stale (an opencc-js upgrade,
// new seed rulings, keywords or summaries); rulings-data/zh/zh-traditional.test.ts checks the
// same on every test run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildTraditionalTable, serializeTraditionalTable } from './zh-script/build-traditional-table.ts';

export const ZH_TRADITIONAL_TABLE_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../rulings-data/zh/zh-traditional-table.ts');

function main(check: boolean): void {
  const table = buildTraditionalTable();
  const text = serializeTraditionalTable(table);
  const summary = `${[...table.from].length} characters, ${table.phrases.length} phrases, ${(gzipSync(text).length / 1024).toFixed(1)} KB gzip`;
  if (!check) {
    writeFileSync(ZH_TRADITIONAL_TABLE_PATH, text);
    console.log(`wrote ${ZH_TRADITIONAL_TABLE_PATH} (${summary})`);
    return;
  }
  if (!existsSync(ZH_TRADITIONAL_TABLE_PATH) || readFileSync(ZH_TRADITIONAL_TABLE_PATH, 'utf8') !== text) {
    console.error(`${ZH_TRADITIONAL_TABLE_PATH}: stale; run node scripts/run-ts.js scripts/generate-zh-traditional-table.ts`);
    process.exit(1);
  }
  console.log(`zh-traditional table up to date (${summary})`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.includes('--check'));
