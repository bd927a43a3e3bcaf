// Drafts extension/locales/zh_TW.yml (the extension's Traditional Chinese, Taiwan usage) from
// zh_CN.yml with opencc-js's cn → twp conversion (characters, Taiwan variants AND vocabulary:
// 设置 → 設定, 搜索 → 搜尋, 默认 → 預設). A DRAFT: every line it writes is then read by a person
// (game terms such as 异能 / 咒语 keep their official Traditional forms, which cn → twp may
// "localise"), so the script never touches a line that is already in zh_TW.yml:
//
//   node scripts/run-ts.js scripts/generate-zh-tw-locale.ts          # no zh_TW.yml: the whole file;
//                                                                   # else: append missing keys
//   node scripts/run-ts.js scripts/generate-zh-tw-locale.ts --check  # exit 1 when keys are missing
//
// extension/locales/locales.test.ts checks that every locale has exactly en.yml's keys.
import * as OpenCC from 'opencc-js';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = resolve(dirname(fileURLToPath(import.meta.url)), '../extension/locales');
const ZH_CN = resolve(LOCALES, 'zh_CN.yml');
const ZH_TW = resolve(LOCALES, 'zh_TW.yml');

/** The keys a locale file defines, by its `key: "…"` lines (the files hold nothing else). */
export function localeKeys(text: string): string[] {
  return [...text.matchAll(/^([A-Za-z0-9_]+):/gm)].map((m) => m[1]);
}

const toTw = OpenCC.Converter({ from: 'cn', to: 'twp' });

/** A zh_CN.yml line in Taiwan Traditional: the value (and comments) converted, the key kept. */
export function draftLine(line: string): string {
  const m = /^([A-Za-z0-9_]+:\s*)(.*)$/.exec(line);
  return m ? m[1] + toTw(m[2]) : toTw(line);
}

function main(check: boolean): void {
  const cn = readFileSync(ZH_CN, 'utf8');
  if (!existsSync(ZH_TW)) {
    if (check) fail(`${ZH_TW} does not exist`);
    writeFileSync(ZH_TW, cn.split('\n').map(draftLine).join('\n'));
    console.log(`wrote ${ZH_TW} (a draft of ${localeKeys(cn).length} keys: review it)`);
    return;
  }
  const tw = readFileSync(ZH_TW, 'utf8');
  const have = new Set(localeKeys(tw));
  const missing = cn.split('\n').filter((l) => /^[A-Za-z0-9_]+:/.test(l) && !have.has(localeKeys(l)[0]));
  if (missing.length === 0) return void console.log('zh_TW.yml has every key of zh_CN.yml');
  if (check) fail(`zh_TW.yml lacks ${missing.length} key(s) of zh_CN.yml: ${missing.map((l) => localeKeys(l)[0]).join(', ')}`);
  writeFileSync(ZH_TW, tw.replace(/\n*$/, '\n') + missing.map(draftLine).join('\n') + '\n');
  console.log(`appended ${missing.length} drafted key(s) to ${ZH_TW}: review them\n${missing.map(draftLine).join('\n')}`);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.includes('--check'));
