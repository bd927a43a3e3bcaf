// What the scale-70k bench measures (scale-70k.ts), its targets (issue 25.5) and where the real
// CR is read from; shared by its measuring modules (scale-wake.ts, scale-search.ts), its report
// (scale-report.ts) and the bench summary.
export const CR_JSON = '/work/shared/data/cr/cr-20260417.json';
export const TARGET_IMPORT_MS = 10_000;
export const TARGET_WAKE_LOOKUP_MS = 100;
export const TARGET_SEARCH_P95_MS = 30;

export interface HeapMB {
  jsHeapMB: number;
}

/** Lookups: after wake-ups, the baseline, the largest keyword, warm (scale-wake.ts). */
export interface WakeFigures {
  /** First lookup after each wake-up (ms). */
  wakeLookupMs: number[];
  wakeLookupP50: number;
  wakeLookupMax: number;
  /** Baseline: first lookups after wake-ups with the persisted lookups removed (the whole stored
   *  merge read, as before they existed), and the worker's heap then. */
  fromMergeMs: number[];
  fromMergeP50: number;
  memoryFromMerge: HeapMB;
  /** The first lookup after a wake-up of the keyword with the most rulings, and its reply's size. */
  hotKeyword: string;
  hotWakeLookupMs: number;
  hotReplyKB: number;
  warmLookupP50: number;
  warmLookupP95: number;
  memoryAfterLookup: HeapMB;
}

/** The popup's search after a wake-up and repeated (scale-search.ts). */
export interface SearchFigures {
  firstSearchAfterWakeMs: number;
  searchP50: number;
  searchP95: number;
  searches: number;
  memoryAfterSearch: HeapMB;
}

export type LoadedFigures = WakeFigures & SearchFigures;

export interface ScaleResult {
  rulings: number;
  zipMB: number;
  /** The median import run, and every run. */
  importMs: number;
  importRunsMs: number[];
  /** What the progress bar showed (the median run), in order: [ms since the change event, value / max, text]. */
  progress: Array<[number, string, string]>;
  importLongestTaskMs: number;
  noPackWakeLookupMs: number;
  memoryNoPack: HeapMB;
  pack: LoadedFigures;
  cr: (LoadedFigures & { crImportMs: number }) | null;
  crSkipped?: string;
  targets: { import: boolean; wakeLookup: boolean; search: boolean; crWakeLookup: boolean | null; crSearch: boolean | null };
  markdown: string;
}
