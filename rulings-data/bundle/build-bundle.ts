// Turns source files + the keyword table (+ optionally the CR data pack) into the one bundle
// every face of the product reads. Pure: the CLI does the file I/O.
import type { Bundle, BundleKeyword, Diagnostic, KeywordEntry } from '../schema.ts';
import { parseSeedFile } from '../parser/parse-seed.ts';
import { mergeRulings } from '../parser/merge-rulings.ts';
import { compileTerms, createMatcher, type TermData } from '../matcher/index.ts';
import { linkRulings } from '../linking/link-rulings.ts';
import { buildSearchIndex } from '../search/search-index.ts';
import { definitionFor, fullRuleFor, indexRules, type CrPack } from '../cr/cr-pack.ts';
import { summaryOf } from '../keywords/summaries.ts';
import { dataVersionOf } from './data-version.ts';

export interface SourceFile {
  /** Name shown in diagnostics and stored in ruling origins (e.g. `sources/000_x.txt`). */
  file: string;
  text: string;
}

export interface BuildInput {
  sources: readonly SourceFile[];
  keywords: readonly KeywordEntry[];
  /** The CR data pack; without it the bundle has no definitions. */
  cr?: CrPack;
  /** The package version building the data, stamped into `dataVersion` (the CLI passes
   *  package.json's); `unversioned` when not given (tests, benchmarks). */
  version?: string;
  /** Keyword pinyin for pinyin search (search/pinyin-names.ts keywordPinyin; the CLI passes it).
   * Injected, so that this module never pulls pinyin-pro into a bundle that imports it. */
  pinyin?: (keywords: readonly KeywordEntry[]) => Record<string, string[]>;
}

export interface BuildSummary {
  bullets: number;
  rulings: number;
  keywords: number;
  files: number;
  errors: number;
  warnings: number;
  definitions: number;
  crVersion: string | null;
}

export interface BuildOutput {
  bundle: Bundle;
  /** Compiled matcher terms: what the content script carries without the rulings. */
  terms: TermData;
  diagnostics: Diagnostic[];
  summary: BuildSummary;
}

export function buildBundle({ sources, keywords, cr, version, pinyin }: BuildInput): BuildOutput {
  const parsed = sources.map((s) => parseSeedFile(s.text, s.file));
  const merged = mergeRulings(parsed);
  const diagnostics = [...parsed.flatMap((p) => p.diagnostics), ...merged.diagnostics];
  const kinds = new Map(keywords.map((k) => [k.id, k.kind]));
  const links = linkRulings(merged.rulings, createMatcher(compileTerms(keywords)), (id) => kinds.get(id));
  const rules = cr ? indexRules(cr) : undefined;

  const bundleKeywords: BundleKeyword[] = keywords.map((k) => {
    const out: BundleKeyword = { ...k, rulings: links.get(k.id) ?? [] };
    // The summary is committed data: every build has it, with or without the CR pack.
    const summary = summaryOf(k.id);
    if (summary) out.summary = { en: summary.en, zh: summary.zh };
    const def = rules && definitionFor(k, rules);
    if (def) out.definitions = [def];
    // Next to the definition it repeats, so gzip finds the repeat (the background inlines this).
    const full = rules && fullRuleFor(k, rules);
    if (full) out.fullRule = full;
    return out;
  });
  const dataDate = merged.rulings.reduce((max, r) => (r.date > max ? r.date : max), '');
  // A keyword with nothing to show beyond its names is marked only at the 'everything' level.
  const shown = new Set(bundleKeywords.filter((k) => k.summary || k.definitions || k.rulings.length).map((k) => k.id));
  const terms = compileTerms(keywords, { hasContent: (id) => shown.has(id) });

  const bundle: Bundle = {
    format: 1,
    dataDate,
    crVersion: cr?.version ?? null,
    keywords: bundleKeywords,
    rulings: merged.rulings,
    files: sources.map((s) => s.file),
    searchIndex: buildSearchIndex(bundleKeywords, merged.rulings, { pinyin: pinyin?.(keywords) }),
    // Last: the background inlines the bundle, and tests that patch it find `crVersion,keywords`.
    dataVersion: dataVersionOf({ version: version ?? 'unversioned', rulings: merged.rulings, keywords, crVersion: cr?.version ?? null }),
  };
  const count = (sev: Diagnostic['severity']) => diagnostics.filter((d) => d.severity === sev).length;
  return {
    bundle,
    terms,
    diagnostics,
    summary: {
      bullets: parsed.reduce((n, p) => n + p.bullets, 0),
      rulings: merged.rulings.length,
      keywords: bundleKeywords.length,
      files: sources.length,
      errors: count('error'),
      warnings: count('warning'),
      definitions: bundleKeywords.filter((k) => k.definitions).length,
      crVersion: bundle.crVersion,
    },
  };
}
