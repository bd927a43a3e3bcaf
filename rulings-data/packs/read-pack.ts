// Reads one picked file into a pack: a 单卡释疑 .txt, a .zip of them, or a built rulings.json.
// Everything is validated before a pack exists: if any file (or zip member) has an error, the
// whole pick is refused (pack: null) and every problem is returned, positioned file:line:col.
// Warnings (an unknown source, a missing title) are returned too but do not refuse the pack.
// Pure and synchronous: the extension's options page calls it; so could the widget or the CLI.
import type { Diagnostic, Ruling } from '../schema.ts';
import { parseSeedFile } from '../parser/parse-seed.ts';
import { decodeUtf8 } from './decode-text.ts';
import { latestRulingDate, packError, packSizeProblem, rulingDateProblem } from './limits.ts';
import { colAt } from '../parser/text-script.ts';
import { readBundleJson } from './read-bundle-json.ts';
import { readZip } from './read-zip.ts';
import type { Pack, PackFile, PackInput, ReadPackResult, SourceCount } from './types.ts';
import { toRuling, unionRulings } from './union-rulings.ts';

export interface ReadPackOptions {
  /** Pack name; default: the file name without its extension. */
  name?: string;
  /** Latest ruling date accepted (ISO); default: tomorrow in UTC (limits.ts latestRulingDate). */
  latestDate?: string;
}

const EXT = /\.(txt|zip|json)$/i;

/** `my-rulings.zip` → `my-rulings`. */
export function packNameOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(EXT, '').trim() || base;
}

interface TextRead {
  files: PackFile[];
  rulings: Ruling[][];
  diagnostics: Diagnostic[];
}

/**
 * Errors for parsed rulings dated in the future or before the first Magic set, positioned at the
 * date in its bullet line (`rulings validate` reports them too, so it checks what an import does).
 */
export function dateRangeDiagnostics(text: string, file: string, rulings: ReadonlyArray<{ date: string; line: number }>, latest = latestRulingDate()): Diagnostic[] {
  const out: Diagnostic[] = [];
  let lines: string[] | null = null;
  for (const r of rulings) {
    const problem = rulingDateProblem(r.date, latest);
    if (!problem) continue;
    lines ??= text.split(/\r\n|\r|\n/);
    const line = lines[r.line - 1] ?? '';
    const at = line.indexOf(r.date);
    out.push(packError(file, problem, r.line, at >= 0 ? colAt(line, at) : 1));
  }
  return out;
}

/** Decodes and parses one 单卡释疑 text; a file without a single ruling is an error. */
function readSeedText(bytes: Uint8Array, file: string, out: TextRead, latest: string): void {
  const decoded = decodeUtf8(bytes, file);
  if (!decoded.ok) {
    out.diagnostics.push(decoded.diagnostic);
    return;
  }
  const parsed = parseSeedFile(decoded.text, file);
  out.diagnostics.push(...parsed.diagnostics, ...dateRangeDiagnostics(decoded.text, file, parsed.rulings, latest));
  if (parsed.rulings.length === 0 && !parsed.diagnostics.some((d) => d.severity === 'error')) {
    const why = decoded.text.trim() === '' ? 'file is empty' : 'no rulings found';
    out.diagnostics.push(packError(file, `${why}: a pack file holds bullets like • (YYYY-MM-DD source), each followed by a Chinese and an English paragraph`));
  }
  out.files.push({ name: file, kind: 'txt', text: decoded.text });
  out.rulings.push(parsed.rulings.map(toRuling));
}

function sourceCounts(rulings: readonly Ruling[]): SourceCount[] {
  const per = new Map<string, number>();
  for (const r of rulings) per.set(r.source, (per.get(r.source) ?? 0) + 1);
  return [...per].map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
}

export function readPack(input: PackInput, options: ReadPackOptions = {}): ReadPackResult {
  const file = input.name;
  const sizeProblem = packSizeProblem(file, input.bytes.length);
  if (sizeProblem) return { pack: null, diagnostics: [sizeProblem] };
  const ext = EXT.exec(file)?.[1].toLowerCase();
  if (!ext) return { pack: null, diagnostics: [packError(file, 'unknown file type: a pack is a 单卡释疑 .txt file, a .zip of them, or a rulings.json bundle')] };

  const latest = options.latestDate ?? latestRulingDate();
  const read: TextRead = { files: [], rulings: [], diagnostics: [] };
  let container: Pack['container'] = 'txt';
  if (ext === 'txt') {
    readSeedText(input.bytes, file, read, latest);
  } else if (ext === 'zip') {
    container = 'zip';
    const zip = readZip(input.bytes, file);
    read.diagnostics.push(...zip.diagnostics);
    for (const m of zip.members) readSeedText(m.bytes, `${file}/${m.path}`, read, latest);
  } else {
    container = 'bundle';
    const decoded = decodeUtf8(input.bytes, file);
    if (!decoded.ok) return { pack: null, diagnostics: [decoded.diagnostic] };
    const bundle = readBundleJson(decoded.text, file, latest);
    read.diagnostics.push(...bundle.diagnostics);
    read.files.push({ name: file, kind: 'bundle', text: decoded.text });
    read.rulings.push(bundle.rulings);
  }

  const diagnostics = read.diagnostics;
  if (diagnostics.some((d) => d.severity === 'error')) return { pack: null, diagnostics };
  const { rulings } = unionRulings(read.rulings);
  if (rulings.length === 0) return { pack: null, diagnostics: [...diagnostics, packError(file, 'no rulings found; nothing to import')] };
  const dates = rulings.map((r) => r.date).sort();
  const pack: Pack = {
    format: 1,
    name: options.name?.trim() || packNameOf(file),
    fileName: file,
    container,
    files: read.files,
    rulings,
    firstDate: dates[0],
    lastDate: dates[dates.length - 1],
    sources: sourceCounts(rulings),
  };
  return { pack, diagnostics };
}
