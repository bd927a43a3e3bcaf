// Reads the Comprehensive Rules the reader brings into one CrDoc (types.ts): the official English
// text (MagicCompRules YYYYMMDD.txt), the community Simplified-Chinese translation as text, or
// the bilingual JSON, alone or together (paired by rule number, pair-cr.ts). Each file is told
// by its content, not its name: JSON starts with "{"; a text's language is that of its rules.
// Everything is validated before a document exists: any error in any file refuses the whole
// pick (doc: null) and every problem is returned, positioned file:line:col. Warnings (lines
// skipped, repeated numbers, rules in one language only) are returned with the document.
// Pure and synchronous, like packs/read-pack.ts: the options page, the widget and tests call it.
import type { Diagnostic } from '../schema.ts';
import type { PackInput } from '../packs/types.ts';
import type { CrDoc } from './types.ts';
import { decodeUtf8 } from '../packs/decode-text.ts';
import { jsonErrorAt, lineCol } from '../packs/read-bundle-json.ts';
import { jsonErrorOffset } from './json-error-offset.ts';
import { crSizeProblem, MAX_CR_FILE_BYTES } from './cr-limits.ts';
import { CrReport, type CrPart, type Position } from './cr-part.ts';
import { readCrText } from './read-cr-text.ts';
import { readCrJson, type LocateChapter } from './read-cr-json.ts';
import { pairCr } from './pair-cr.ts';

/** Options of readCr (all optional). */
export interface ReadCrOptions {
  /** Largest file accepted, in bytes (default MAX_CR_FILE_BYTES, 20 MB). For tests. */
  maxFileBytes?: number;
}

/** What reading CR files gives: a document, or null with at least one error diagnostic. */
export interface ReadCrResult {
  doc: CrDoc | null;
  /** Every problem found, errors and warnings, positioned `file:line:col`. */
  diagnostics: Diagnostic[];
}

// The size check a page makes from File.size before reading (readCr makes it too).
export { crSizeProblem, MAX_CR_FILE_BYTES } from './cr-limits.ts';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Where the nth `"chapter": "<number>"` is in a JSON text (with or without its dot). The
 *  positions are indexed in one pass, on the first question (only a problem asks). */
function chapterLocator(text: string): LocateChapter {
  let index: Map<string, Position[]> | null = null;
  const build = () => {
    const map = new Map<string, Position[]>();
    const re = /"chapter"\s*:\s*"([^"\\]*)"/g;
    let line = 1;
    let lineStart = 0;
    let scanned = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      for (; scanned < m.index; scanned++) {
        const c = text.charCodeAt(scanned);
        if (c === 10 || (c === 13 && text.charCodeAt(scanned + 1) !== 10)) {
          line++;
          lineStart = scanned + 1;
        }
      }
      const number = m[1].trim().replace(/\.$/, '');
      const at = { line, col: Array.from(text.slice(lineStart, m.index)).length + 1 };
      map.set(number, [...(map.get(number) ?? []), at]);
    }
    return map;
  };
  return (chapter, nth = 0) => (index ??= build()).get(chapter.trim().replace(/\.$/, ''))?.[nth] ?? { line: 1, col: 1 };
}

/** Parses a JSON text and reads it; a syntax error is reported where it is. */
function readJsonText(text: string, file: string, report: CrReport): CrPart | null {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    // The engine's position when it gives one (V8 often does not), else the grammar's.
    const offset = /position \d+|line \d+ column \d+/.test(why) ? -1 : jsonErrorOffset(body);
    report.error(`not valid JSON (${why})`, offset >= 0 ? lineCol(body, offset) : jsonErrorAt(body, why));
    return null;
  }
  return readCrJson(json, file, report, chapterLocator(body));
}

/** Reads one file into a part, by its content; null with errors in the report. */
function readOne(input: PackInput, report: CrReport, limit: number): CrPart | null {
  const size = crSizeProblem(input.name, input.bytes.length, limit);
  if (size) {
    report.error(size.message);
    return null;
  }
  if (ZIP_MAGIC.every((b, i) => input.bytes[i] === b)) {
    report.error('this is a zip archive: import the Comprehensive Rules .txt or .json inside it');
    return null;
  }
  const decoded = decodeUtf8(input.bytes, input.name);
  if (!decoded.ok) {
    const d = decoded.diagnostic;
    report.error(d.message, { line: d.line, col: d.col } satisfies Position);
    return null;
  }
  const text = decoded.text;
  if (text.replace(/^\ufeff/, '').trim() === '') {
    report.error('file is empty (only blank lines); nothing to import');
    return null;
  }
  return /^\ufeff?\s*[{[]/.test(text) ? readJsonText(text, input.name, report) : readCrText(text, input.name, report);
}

/** Reads one to a few CR files (official English TXT, Chinese TXT, bilingual JSON) into one
 *  document, paired by rule number. */
export function readCr(inputs: readonly PackInput[], options: ReadCrOptions = {}): ReadCrResult {
  if (inputs.length === 0) return { doc: null, diagnostics: [{ file: '', line: 1, col: 1, severity: 'error', message: 'no file picked' }] };
  const limit = options.maxFileBytes ?? MAX_CR_FILE_BYTES;
  const diagnostics: Diagnostic[] = [];
  const parts: CrPart[] = [];
  for (const input of inputs) {
    const report = new CrReport(input.name);
    const part = readOne(input, report, limit);
    diagnostics.push(...report.finish());
    if (part) parts.push(part);
  }
  if (diagnostics.some((d) => d.severity === 'error')) return { doc: null, diagnostics };
  const paired = pairCr(parts);
  return { doc: paired.doc, diagnostics: [...diagnostics, ...paired.diagnostics] };
}

/** Reads the bilingual JSON once parsed (positions are 1:1: the text is not at hand). */
export function crDocFromJson(value: unknown, file: string): ReadCrResult {
  const report = new CrReport(file);
  const part = readCrJson(value, file, report);
  const diagnostics = report.finish();
  if (!part) return { doc: null, diagnostics };
  const paired = pairCr([part]);
  return { doc: paired.doc, diagnostics: [...diagnostics, ...paired.diagnostics] };
}
