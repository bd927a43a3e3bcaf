// Reader of the labelled sense set: the ground truth the keyword matcher is scored against
// (score.ts, ../sense-set.test.ts, scripts/sense-score.ts).
//
// One .txt file per style (card text, rules articles, forum posts, site UI, ordinary prose,
// Simplified and Traditional Chinese). One case per line:
//
//   # comment                  ignored, like blank lines
//   @context mtg | auto        page context of the following cases (default auto)
//   text with {{surface|id}}   a TRUE mention of keyword `id` (its MTG sense)
//   text with {{surface|-}}    a keyword name used in another sense (ordinary word, site UI…)
//
// `\n` (backslash, n) in a line is a line break of the case's text. Every occurrence of a
// keyword name in a case must carry a label (findKeywordNames / unlabelledNames check it), so
// that any unlabelled mark of the matcher is a wrong mark.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KEYWORDS } from '../../keywords/index.ts';
import type { KeywordEntry } from '../../schema.ts';

export type SenseContext = 'mtg' | 'auto';

export interface SenseLabel {
  /** UTF-16 offsets into SenseCase.text. */
  start: number;
  end: number;
  surface: string;
  /** Keyword id of a true mention; null for `-` (a keyword name not meant as the keyword). */
  id: string | null;
}

export interface SenseCase {
  /** File name, e.g. `card-en.txt`. */
  file: string;
  /** 1-based line number in the file. */
  line: number;
  context: SenseContext;
  /** Annotations removed, `\n` turned into real line breaks. */
  text: string;
  labels: SenseLabel[];
}

/** The directory of this file, where the .txt files sit. */
export const SENSE_SET_DIR = dirname(fileURLToPath(import.meta.url));

/** The files of the set, one per style. */
export const SENSE_FILES = [
  'card-en.txt',
  'rules-en.txt',
  'forum-en.txt',
  'site-ui.txt',
  'prose-en.txt',
  'zh-hans.txt',
  'zh-hant.txt',
] as const;

/** Reads and parses every .txt file of `dir` (sorted by name). Throws `file:line: message`. */
export function readSenseSet(dir: string = SENSE_SET_DIR, entries: readonly KeywordEntry[] = KEYWORDS): SenseCase[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort();
  return files.flatMap((file) => parseSenseFile(file, readFileSync(join(dir, file), 'utf8'), entries));
}

/** Parses one file's content. `file` is only used in cases and error messages. */
export function parseSenseFile(file: string, content: string, entries: readonly KeywordEntry[] = KEYWORDS): SenseCase[] {
  const names = nameIndex(entries);
  const cases: SenseCase[] = [];
  let context: SenseContext = 'auto';
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const fail = (message: string): never => {
      throw new Error(`${file}:${line}: ${message}`);
    };
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (trimmed.startsWith('@')) {
      const m = /^@context\s+(\S+)$/.exec(trimmed);
      if (!m) fail(`unknown directive ${JSON.stringify(trimmed)} (expected "@context mtg" or "@context auto")`);
      if (m![1] !== 'mtg' && m![1] !== 'auto') fail(`@context must be "mtg" or "auto", got ${JSON.stringify(m![1])}`);
      context = m![1] as SenseContext;
      return;
    }
    const { text, labels } = parseCaseText(trimmed, names, fail);
    cases.push({ file, line, context, text, labels });
  });
  return cases;
}

/** Literal `\n` → line break. */
function unescape(s: string): string {
  return s.replace(/\\n/g, '\n');
}

function parseCaseText(
  src: string,
  names: NameIndex,
  fail: (message: string) => never,
): { text: string; labels: SenseLabel[] } {
  let text = '';
  const labels: SenseLabel[] = [];
  let i = 0;
  while (i < src.length) {
    const open = src.indexOf('{{', i);
    const strayClose = src.indexOf('}}', i);
    if (strayClose >= 0 && (open < 0 || strayClose < open)) {
      fail(`unbalanced braces: "}}" without "{{" at column ${strayClose + 1}`);
    }
    if (open < 0) {
      text += unescape(src.slice(i));
      break;
    }
    text += unescape(src.slice(i, open));
    const close = src.indexOf('}}', open + 2);
    if (close < 0) fail(`unbalanced braces: "{{" at column ${open + 1} is not closed`);
    const inner = src.slice(open + 2, close);
    if (inner.includes('{{')) fail(`unbalanced braces: "{{" inside the annotation at column ${open + 1}`);
    const bar = inner.lastIndexOf('|');
    if (bar < 0) fail(`annotation {{${inner}}} has no "|id" (use {{surface|id}} or {{surface|-}})`);
    const surface = unescape(inner.slice(0, bar));
    const idText = inner.slice(bar + 1).trim();
    if (surface.trim() === '') fail(`empty surface in {{${inner}}}`);
    if (surface !== surface.trim()) fail(`surface ${JSON.stringify(surface)} has spaces around it`);
    if (idText === '') fail(`empty id in {{${inner}}} (use "-" for a keyword name not meant as the keyword)`);
    let id: string | null = null;
    if (idText !== '-') {
      if (!names.ids.has(idText)) fail(`unknown keyword id ${JSON.stringify(idText)} in {{${inner}}}`);
      id = idText;
    }
    if (!names.forms.has(foldName(surface))) {
      fail(`surface ${JSON.stringify(surface)} in {{${inner}}} is not a name of the keyword table`);
    }
    labels.push({ start: text.length, end: text.length + surface.length, surface, id });
    text += surface;
    i = close + 2;
  }
  for (const l of labels) {
    // The matcher takes whole words only: a label glued to a letter or digit is never matched.
    const before = l.start > 0 ? text[l.start - 1] : '';
    const after = l.end < text.length ? text[l.end] : '';
    if ((IS_WORD.test(l.surface[0]) && IS_WORD.test(before)) || (IS_WORD.test(l.surface[l.surface.length - 1]) && IS_WORD.test(after))) {
      fail(`{{${l.surface}|${l.id ?? '-'}}} is part of a longer word: not a whole-word name`);
    }
  }
  return { text, labels };
}

// ── Keyword names ────────────────────────────────────────────────────────────────────────
// An independent, simple finder of every form of the table (not the matcher's scanner): all
// occurrences, overlapping ones included, with the matcher's word rules — case-insensitive; a
// form that starts (ends) with a Latin/Greek/Cyrillic letter or a digit must not be preceded
// (followed) by one; a space or hyphen in a form matches any run of spaces, line breaks and
// hyphens; ’ ‘ ＇ are '. Chinese forms match anywhere (no word boundaries, no stop words).

/** Letters and digits of the matcher's WORD class (char-tables.ts). */
const WORD_CLASS =
  '0-9A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0300-\\u036F\\u0370-\\u052F\\uFF10-\\uFF19\\uFF21-\\uFF3A\\uFF41-\\uFF5A';
const IS_WORD = new RegExp(`[${WORD_CLASS}]`);

interface NameIndex {
  ids: Set<string>;
  /** Folded form → ids that have it. */
  forms: Map<string, string[]>;
}

const indexCache = new WeakMap<readonly KeywordEntry[], NameIndex>();

function nameIndex(entries: readonly KeywordEntry[]): NameIndex {
  let index = indexCache.get(entries);
  if (index) return index;
  const forms = new Map<string, string[]>();
  for (const entry of entries) {
    for (const form of [...entry.en, ...entry.zhHans, ...entry.zhHant]) {
      const key = foldName(form);
      const ids = forms.get(key) ?? [];
      if (!ids.includes(entry.id)) ids.push(entry.id);
      forms.set(key, ids);
    }
  }
  index = { ids: new Set(entries.map((e) => e.id)), forms };
  indexCache.set(entries, index);
  return index;
}

/** Lower case, runs of spaces/hyphens → one space, apostrophes → '. */
function foldName(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\s\-\u2010\u2011]+/g, ' ')
    .replace(/[\u2018\u2019\uff07]/g, "'")
    .trim();
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function formPattern(form: string): RegExp {
  const folded = foldName(form);
  let body = '';
  for (const part of folded.split(' ')) {
    if (body) body += '[\\s\\-\\u2010\\u2011]+';
    body += escapeRegExp(part).replace(/'/g, "['\\u2018\\u2019\\uff07]");
  }
  const before = IS_WORD.test(folded[0]) ? `(?<![${WORD_CLASS}])` : '';
  const after = IS_WORD.test(folded[folded.length - 1]) ? `(?![${WORD_CLASS}])` : '';
  return new RegExp(before + body + after, 'giu');
}

const patternCache = new WeakMap<readonly KeywordEntry[], Array<{ re: RegExp; ids: string[] }>>();

function patterns(entries: readonly KeywordEntry[]): Array<{ re: RegExp; ids: string[] }> {
  let list = patternCache.get(entries);
  if (list) return list;
  list = [...nameIndex(entries).forms].map(([form, ids]) => ({ re: formPattern(form), ids }));
  patternCache.set(entries, list);
  return list;
}

export interface NameOccurrence {
  start: number;
  end: number;
  surface: string;
  /** Ids that have this form (one, except for a form shared between entries). */
  ids: string[];
}

/** Every occurrence of every keyword name in `text` (overlapping ones too), sorted by start. */
export function findKeywordNames(text: string, entries: readonly KeywordEntry[] = KEYWORDS): NameOccurrence[] {
  const out: NameOccurrence[] = [];
  for (const { re, ids } of patterns(entries)) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      out.push({ start: m.index, end: m.index + m[0].length, surface: m[0], ids });
      if (m[0].length === 0) re.lastIndex++;
    }
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Keyword names in a case that no label covers (labelling must be complete). */
export function unlabelledNames(c: Pick<SenseCase, 'text' | 'labels'>, entries: readonly KeywordEntry[] = KEYWORDS): NameOccurrence[] {
  return findKeywordNames(c.text, entries).filter(
    (n) => !c.labels.some((l) => l.start < n.end && n.start < l.end),
  );
}
