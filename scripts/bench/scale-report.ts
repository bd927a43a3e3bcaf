// The scale-70k bench's section of the bench report (Markdown): the figures with the pack alone
// and with the real CR too, against the targets of issue 25.5.
import { KEYWORDS } from '../../rulings-data/keywords/index.ts';
import { TARGET_IMPORT_MS, TARGET_SEARCH_P95_MS, TARGET_WAKE_LOOKUP_MS, type LoadedFigures, type ScaleResult } from './scale-figures.ts';
import { verdict } from './stats.ts';

export function scaleMarkdown(r: ScaleResult): string {
  const n = r.rulings.toLocaleString('en');
  const col = (f: LoadedFigures | null, pick: (f: LoadedFigures) => string) => (f ? pick(f) : '—');
  const rows: Array<[string, string, string, string]> = [
    ['first lookup after a wake-up, median / max (ms; wake-ups)', col(r.pack, (f) => `${f.wakeLookupP50} / ${f.wakeLookupMax} (${f.wakeLookupMs.length})`), col(r.cr, (f) => `${f.wakeLookupP50} / ${f.wakeLookupMax} (${f.wakeLookupMs.length})`), `≤ ${TARGET_WAKE_LOOKUP_MS} ms: ${verdict(r.targets.wakeLookup)}${r.targets.crWakeLookup === null ? '' : `; with the CR ${verdict(r.targets.crWakeLookup)}`}`],
    ['baseline: the same without the persisted lookups (the whole stored merge read), median (ms; wake-ups)', col(r.pack, (f) => `${f.fromMergeP50} (${f.fromMergeMs.length})`), col(r.cr, (f) => `${f.fromMergeP50} (${f.fromMergeMs.length})`), ''],
    ['first lookup after a wake-up of the keyword with the most rulings (ms; reply KB)', col(r.pack, (f) => `${f.hotWakeLookupMs} (${f.hotKeyword}; ${f.hotReplyKB})`), col(r.cr, (f) => `${f.hotWakeLookupMs} (${f.hotReplyKB})`), ''],
    ['lookup, worker running, p50 / p95 (ms; 60 keywords)', col(r.pack, (f) => `${f.warmLookupP50} / ${f.warmLookupP95}`), col(r.cr, (f) => `${f.warmLookupP50} / ${f.warmLookupP95}`), ''],
    ['first search after a wake-up (ms)', col(r.pack, (f) => `${f.firstSearchAfterWakeMs}`), col(r.cr, (f) => `${f.firstSearchAfterWakeMs}`), ''],
    ['popup search, runtime message end to end, p50 / p95 (ms; searches)', col(r.pack, (f) => `${f.searchP50} / ${f.searchP95} (${f.searches})`), col(r.cr, (f) => `${f.searchP50} / ${f.searchP95} (${f.searches})`), `≤ ${TARGET_SEARCH_P95_MS} ms: ${verdict(r.targets.search)}${r.targets.crSearch === null ? '' : `; with the CR ${verdict(r.targets.crSearch)}`}`],
    ['service worker JS heap after a wake-up and one lookup (MB)', col(r.pack, (f) => `${f.memoryAfterLookup.jsHeapMB}`), col(r.cr, (f) => `${f.memoryAfterLookup.jsHeapMB}`), ''],
    ['baseline: the same, the whole stored merge read (MB)', col(r.pack, (f) => `${f.memoryFromMerge.jsHeapMB}`), col(r.cr, (f) => `${f.memoryFromMerge.jsHeapMB}`), ''],
    ['service worker JS heap after searches (MB)', col(r.pack, (f) => `${f.memoryAfterSearch.jsHeapMB}`), col(r.cr, (f) => `${f.memoryAfterSearch.jsHeapMB}`), ''],
  ];
  const progress = r.progress.map(([ms, value, text]) => `${ms} ms: ${value} “${text}”`).join('; ');
  return [
    `The built extension in Chromium (puppeteer-core), one pack of ${n} synthetic bilingual rulings (scale-synthetic.ts: cards with a mechanic drawn from all ${KEYWORDS.length} keywords, Zipf-like; ${r.zipMB} MB zip of ${Math.ceil(r.rulings / 1000)} 单卡释疑 files) imported through the options page. Lookups and searches are runtime messages from the options page, timed there (the popup's search asks the same way). A wake-up: the worker stopped (CDP ServiceWorker.stopAllWorkers), then one request. Memory: the worker's JS heap after two forced collections (CDP, its own target).`,
    '',
    `| | ${n} rulings | + the Comprehensive Rules (${r.cr ? `imported in ${r.cr.crImportMs} ms` : r.crSkipped ?? 'skipped'}) | target |`,
    '| --- | ---: | ---: | --- |',
    `| import: change event → "imported" shown, the background answering with the pack, median (ms; runs) | ${r.importMs} (${r.importRunsMs.join(', ')}) | | ≤ ${TARGET_IMPORT_MS / 1000} s: ${verdict(r.targets.import)} |`,
    `| options page's longest task during the imports (ms) | ${r.importLongestTaskMs} | | |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    `No pack: first lookup after a wake-up ${r.noPackWakeLookupMs} ms; worker JS heap ${r.memoryNoPack.jsHeapMB} MB.`,
    '',
    `Progress shown during the import (ms after the change event: value “text”): ${progress || 'none seen'}.`,
  ].join('\n');
}
