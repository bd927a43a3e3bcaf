// Reads the page author's Comprehensive Rules (`mount({ cr })`, `data-cr`) and gives the widget
// data the keywords' definitions (cr-doc-definitions.ts, as the extension's background does).
// Files and an already-read document are applied at once, before the engine starts; a URL is
// fetched, and the mount swaps its lookup when the document is read (the marks never wait for
// it: the CR changes what a tooltip says, not which words are marked). Every problem is one
// console line, `rulings-lens: cr: file:line:col: message`; a refused CR is left out whole.
// Heavy (the CR reader): only the ESM build and the lazy packs module include it.
import { withCrDefinitions } from '../../rulings-data/cr/cr-doc-definitions.ts';
import { readCr } from '../../rulings-data/cr/read-cr.ts';
import type { CrDoc } from '../../rulings-data/cr/types.ts';
import type { PackInput } from '../../rulings-data/packs/types.ts';
import type { Bundle, Diagnostic } from '../../rulings-data/schema.ts';
import { describeValue } from '../config/option-parsers.ts';
import type { WidgetData } from '../config/widget-data.ts';
import type { Warn } from '../packs/apply-packs.ts';
import { sniffExtension } from '../packs/pack-input.ts';
import { CR_NOT_LOADED, fetchCr } from './fetch-cr.ts';
import type { WidgetCrFile } from './widget-cr.ts';

const CR_EXPECTED = 'a URL, { name, text | bytes } files, or a CR document';
const KNOWN_EXT = /\.(txt|json)$/i;

/** One console line per diagnostic; errors say that the CR was not loaded. */
export function crDiagnosticLine(d: Diagnostic): string {
  const where = `${d.file}:${d.line}:${d.col}`;
  return d.severity === 'error' ? `rulings-lens: cr: ${where}: ${d.message} (Comprehensive Rules not loaded)` : `rulings-lens: cr: ${where}: warning: ${d.message}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A document as readCr gives it (a cheap shape check: it came from the page's code). */
function isCrDoc(v: unknown): v is CrDoc {
  return isObject(v) && v.format === 1 && typeof v.version === 'string' && Array.isArray(v.rules) && Array.isArray(v.glossary) && Array.isArray(v.languages);
}

function isCrFile(v: unknown): v is WidgetCrFile {
  if (!isObject(v) || (v.name !== undefined && typeof v.name !== 'string')) return false;
  return typeof v.text === 'string' || v.bytes instanceof ArrayBuffer || ArrayBuffer.isView(v.bytes);
}

/** The file readCr reads; `index` (0-based) gives the default name `cr-1.txt`, `cr-2.json`… */
export function crInputOf(file: WidgetCrFile, index: number): PackInput {
  const b = file.bytes;
  const bytes =
    typeof file.text === 'string'
      ? new TextEncoder().encode(file.text)
      : b instanceof Uint8Array
        ? b
        : ArrayBuffer.isView(b)
          ? new Uint8Array(b.buffer, b.byteOffset, b.byteLength)
          : new Uint8Array(b as ArrayBuffer);
  const name = (file.name ?? '').trim() || `cr-${index + 1}`;
  return { name: KNOWN_EXT.test(name) ? name : name + (sniffExtension(bytes) === '.json' ? '.json' : '.txt'), bytes };
}

/** Reads CR files (warning about every problem): the document, or null when refused. */
export function readCrInputs(inputs: readonly PackInput[], warn: Warn): CrDoc | null {
  let result: ReturnType<typeof readCr>;
  try {
    result = readCr(inputs);
  } catch (err) {
    // readCr reports bad input as diagnostics; a throw is a bug, but must not stop the page.
    warn(`rulings-lens: cr: ${inputs[0]?.name ?? 'cr'}:1:1: could not be read (${err instanceof Error ? err.message : String(err)}) (Comprehensive Rules not loaded)`);
    return null;
  }
  for (const d of result.diagnostics) warn(crDiagnosticLine(d));
  return result.doc && !result.diagnostics.some((d) => d.severity === 'error') ? result.doc : null;
}

/** The document the option gives at once (files or a document), or null (warned about). */
export function readWidgetCr(cr: unknown, warn: Warn): CrDoc | null {
  if (isCrDoc(cr)) return cr;
  const files: unknown[] = Array.isArray(cr) ? cr : [cr];
  if (files.length === 0 || !files.every(isCrFile)) {
    warn(`rulings-lens: option "cr" has a bad value ${describeValue(cr)} (expected ${CR_EXPECTED}); ${CR_NOT_LOADED}`);
    return null;
  }
  return readCrInputs(files.map(crInputOf), warn);
}

/** `data` with the document's definitions (the same object when they cannot be applied). */
export function withCr(data: WidgetData, doc: CrDoc, warn: Warn): WidgetData {
  try {
    return { ...data, bundle: withCrDefinitions(data.bundle as Bundle, doc) };
  } catch (err) {
    warn(`rulings-lens: cr: the definitions could not be applied (${err instanceof Error ? err.message : String(err)}); ${CR_NOT_LOADED}`);
    return data;
  }
}

/** Fetches the CR at `urls` (space-separated in one string), reads it, and gives `data` its
 *  definitions; `data` as it was when anything fails (warned about). */
export async function loadCrUrls(data: WidgetData, urls: string, base: string, fetchFn: typeof fetch, warn: Warn): Promise<WidgetData> {
  const list = urls.split(/\s+/).filter(Boolean);
  if (list.length === 0) {
    warn(`rulings-lens: option "cr" has a bad value "" (expected ${CR_EXPECTED}); ${CR_NOT_LOADED}`);
    return data;
  }
  const inputs = await fetchCr(list, base, fetchFn, warn);
  const doc = inputs && readCrInputs(inputs, warn);
  return doc ? withCr(data, doc, warn) : data;
}

/**
 * `data` with the definitions of the option's CR: at once for files or a document, a Promise for
 * a URL (fetched against `base`). What mount() calls (MountInternals.applyCr).
 */
export function applyCr(data: WidgetData, cr: unknown, warn: Warn, base: string, fetchFn?: typeof fetch): WidgetData | Promise<WidgetData> {
  if (typeof cr === 'string') return loadCrUrls(data, cr, base, fetchFn ?? globalThis.fetch.bind(globalThis), warn);
  const doc = readWidgetCr(cr, warn);
  return doc ? withCr(data, doc, warn) : data;
}
