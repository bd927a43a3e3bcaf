// Conventions test for the keyword summaries (summaries/*.json): every keyword of the table has
// one, in English and Simplified Chinese, short, and in our own words. When the bilingual CR file
// is present (../shared/data/cr/…, never committed), no summary may share a run of 8 English words
// or 12 Chinese characters with the text of the keyword's own rule and its subrules, and each
// keyword's rule number must exist in it.

import { existsSync } from 'node:fs';
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { defaultCrPath, readCr } from '../../scripts/generate-keyword-table.ts';
import type { KeywordEntry } from '../schema.ts';
import { KEYWORDS, keywordById } from './index.ts';
import { KEYWORD_SUMMARIES, MAX_SUMMARY_CHARS, SUMMARY_FILES, summaryOf } from './summaries.ts';

const HAN = /\p{Script=Han}/u;
const EN_RUN = 8;
const ZH_RUN = 12;
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });

const CR_PATH = defaultCrPath();
const HAS_CR = existsSync(CR_PATH);

interface CrNode {
  chapter: string;
  en: string;
  zh: string;
  subrules?: CrNode[];
}

/** CR nodes of the numbered rules by rule number without the trailing dot ("702.9", "207.2c"). */
function indexRules(cr: unknown): Map<string, CrNode> {
  const index = new Map<string, CrNode>();
  const walk = (nodes: readonly CrNode[] | undefined) => {
    for (const node of nodes ?? []) {
      index.set(node.chapter.replace(/\.$/, ''), node);
      walk(node.subrules);
    }
  };
  walk((cr as { main?: CrNode[] }).main);
  return index;
}

const RULES: ReadonlyMap<string, CrNode> = HAS_CR ? indexRules(readCr(CR_PATH)) : new Map();

/** The rule's own text and that of all its subrules, per language. */
function ruleTexts(rule: string): { en: string[]; zh: string[] } {
  const out = { en: [] as string[], zh: [] as string[] };
  const collect = (node: CrNode) => {
    out.en.push(node.en);
    out.zh.push(node.zh);
    for (const sub of node.subrules ?? []) collect(sub);
  };
  const node = RULES.get(rule);
  if (node) collect(node);
  return out;
}

/** Lower-case words; punctuation (brackets, quotes, dashes) separates them. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}\p{N}'+\-/{}]+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 0);
}

/** The runs of `n` consecutive words of `summary` that also occur in one of `sources`. */
function sharedWordRuns(summary: string, sources: readonly string[], n = EN_RUN): string[] {
  const haystacks = sources.map((s) => ` ${words(s).join(' ')} `);
  const w = words(summary);
  const found: string[] = [];
  for (let i = 0; i + n <= w.length; i++) {
    const run = w.slice(i, i + n).join(' ');
    if (haystacks.some((h) => h.includes(` ${run} `))) found.push(run);
  }
  return found;
}

/** Chinese text without whitespace and punctuation, so a run can't hide behind a comma. */
function squeeze(text: string): string {
  return text.replace(/[\s\p{P}]/gu, '');
}

/** The runs of `n` consecutive characters of `summary` (outside the keyword's own names) that
 * also occur in one of `sources`. */
function sharedCharRuns(summary: string, names: readonly string[], sources: readonly string[], n = ZH_RUN): string[] {
  let parts = [summary];
  for (const name of [...names].filter((x) => x.length > 0).sort((a, b) => b.length - a.length)) {
    parts = parts.flatMap((p) => p.split(name));
  }
  const haystacks = sources.map(squeeze);
  const found: string[] = [];
  for (const part of parts.map(squeeze)) {
    const chars = [...part];
    for (let i = 0; i + n <= chars.length; i++) {
      const run = chars.slice(i, i + n).join('');
      if (haystacks.some((h) => h.includes(run))) found.push(run);
    }
  }
  return found;
}

const SUMMARIES = Object.entries(KEYWORD_SUMMARIES);
const KNOWN = SUMMARIES.map(([id, s]) => [id, s, keywordById(id)] as const).filter(
  (row): row is readonly [string, { en: string; zh: string }, KeywordEntry] => row[2] !== undefined,
);

describe('keyword summaries', () => {
  it.each(KEYWORDS.map((k) => [k.id, k.kind] as const))('%s (%s) has a summary in both languages', (id) => {
    const s = summaryOf(id);
    expect(s, `no summary for "${id}" in rulings-data/keywords/summaries/*.json`).toBeDefined();
    expect(typeof s?.en).toBe('string');
    expect(typeof s?.zh).toBe('string');
    expect(s?.en.trim()).not.toBe('');
    expect(s?.zh.trim()).not.toBe('');
  });

  it.each(SUMMARIES)('%s: short, one line, Simplified Chinese', (_id, s) => {
    expect(Object.keys(s).sort()).toEqual(['en', 'zh']);
    expect(s.en.length).toBeLessThanOrEqual(MAX_SUMMARY_CHARS);
    expect(s.zh.length).toBeLessThanOrEqual(MAX_SUMMARY_CHARS);
    for (const text of [s.en, s.zh]) {
      expect(text, 'no line breaks').not.toMatch(/[\r\n\u2028\u2029]/);
      expect(text, 'no surrounding whitespace').toBe(text.trim());
    }
    expect(s.zh).toMatch(HAN);
    expect(toSimplified(s.zh), 'zh must be Simplified (opencc tw→cn leaves it unchanged)').toBe(s.zh);
  });

  it('has no summary for an id that is not in the keyword table', () => {
    expect(SUMMARIES.map(([id]) => id).filter((id) => !keywordById(id))).toEqual([]);
  });

  it('has each id in one summary file only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [file, entries] of Object.entries(SUMMARY_FILES)) {
      for (const id of Object.keys(entries)) {
        if (seen.has(id)) twice.push(`${id} (${seen.get(id)}, ${file})`);
        else seen.set(id, file);
      }
    }
    expect(twice).toEqual([]);
  });

  it('finds the run helpers working on a known copy and a known paraphrase', () => {
    const rule = 'To destroy a permanent, move it from the battlefield to its owner’s graveyard.';
    expect(sharedWordRuns('Then move it from the battlefield to its owner’s graveyard, face up.', [rule])).toHaveLength(2);
    expect(sharedWordRuns('Put a permanent from the battlefield into its owner’s graveyard.', [rule])).toEqual([]);
    const zh = '消灭一个永久物指，将其从战场移至其拥有者的坟墓场。';
    expect(sharedCharRuns('将它从战场移至其拥有者的坟墓场', ['消灭'], [zh])).not.toEqual([]);
    expect(sharedCharRuns('将永久物从战场置入其拥有者的坟墓场', ['消灭'], [zh])).toEqual([]);
    // The keyword's own name doesn't count toward a run.
    expect(sharedCharRuns('面临邪恶抉择面临邪恶抉择', ['面临邪恶抉择'], ['面临邪恶抉择面临邪恶抉择'])).toEqual([]);
  });
});

describe.skipIf(!HAS_CR)('keyword summaries against the CR', () => {
  it.each(KEYWORDS.map((k) => [k.id, k.rule] as const))('%s: rule %s exists in the CR', (_id, rule) => {
    expect(RULES.has(rule), `rule ${rule} not found in ${CR_PATH}`).toBe(true);
  });

  it.each(KNOWN.map(([id, s, k]) => [id, k.rule, s, k] as const))(
    '%s: shares no sentence with rule %s',
    (_id, rule, s, k) => {
      const texts = ruleTexts(rule);
      expect(texts.en.length, `rule ${rule} has no text`).toBeGreaterThan(0);
      expect(sharedWordRuns(s.en, texts.en), `English runs of ${EN_RUN} words copied from ${rule}`).toEqual([]);
      expect(sharedCharRuns(s.zh, k.zhHans, texts.zh), `Chinese runs of ${ZH_RUN} characters copied from ${rule}`).toEqual([]);
    },
  );
});
