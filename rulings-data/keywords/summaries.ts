// One-line keyword summaries in English and Simplified Chinese, written in our own words (never
// CR or reminder text): what a hover shows when no Comprehensive Rules text is loaded. One JSON
// file per group of keyword kinds, merged here; summaries.test.ts checks them against the table.

import abilities1 from './summaries/abilities-1.json' with { type: 'json' };
import abilities2 from './summaries/abilities-2.json' with { type: 'json' };
import abilityWords from './summaries/ability-words.json' with { type: 'json' };
import actions from './summaries/actions.json' with { type: 'json' };
import concepts from './summaries/concepts.json' with { type: 'json' };

export interface KeywordSummary {
  en: string;
  zh: string;
}

/** The longest summary, in UTF-16 code units, per language. */
export const MAX_SUMMARY_CHARS = 160;

/** The summary files, by file name (for tests that report which file an entry came from). */
export const SUMMARY_FILES: Readonly<Record<string, Readonly<Record<string, KeywordSummary>>>> = {
  'actions.json': actions,
  'abilities-1.json': abilities1,
  'abilities-2.json': abilities2,
  'ability-words.json': abilityWords,
  'concepts.json': concepts,
};

/** Every summary, keyed by keyword id (KeywordEntry.id). */
export const KEYWORD_SUMMARIES: Readonly<Record<string, KeywordSummary>> = Object.freeze(
  Object.assign({}, ...Object.values(SUMMARY_FILES)) as Record<string, KeywordSummary>,
);

/** The summary of this keyword id, or undefined. */
export function summaryOf(id: string): KeywordSummary | undefined {
  return Object.hasOwn(KEYWORD_SUMMARIES, id) ? KEYWORD_SUMMARIES[id] : undefined;
}
