// The index of a subscribed pack (docs/pack-index.md): a small JSON file next to a pack that
// names it, says which revision it is, who made it and under which licence, and where its
// file(s) are — Yomitan's `indexUrl` / `revision` idea. A reader subscribes to the index's URL;
// "check for updates" fetches the index again and downloads the pack only when its revision
// changed. A subscription URL may also name a pack file itself (no index): its revision is then
// a hash of its bytes (extension/lib/subscriptions.ts).
//
// Every problem is a Diagnostic positioned at its key in the JSON text (`index.json:4:3: …`);
// an index with an error is refused whole. Pure: no DOM, no fetch (the extension fetches).
import type { Diagnostic } from '../schema.ts';
import { jsonErrorAt, lineCol } from './read-bundle-json.ts';

export type PackIndexKind = 'rulings' | 'cr';

export interface PackIndex {
  format: 1;
  /** The pack's name, as the pack list shows it. */
  name: string;
  /** Changes whenever the pack's content does (a date, a counter, a version: any string). */
  revision: string;
  /** Who made the pack (shown in the list and in the tooltip footer of its rulings). */
  attribution?: string;
  /** Its licence, e.g. `CC BY-SA 4.0` (the index may spell the key `license`). */
  licence?: string;
  /** Where updates are fetched from: the index's own URL as it states it, else where it was read. */
  url: string;
  /** Absolute URLs of the pack's file(s), resolved against the index's URL. */
  files: string[];
  /** `rulings`: one pack file (.txt, .zip or rulings.json). `cr`: one or two Comprehensive
   *  Rules files (the English text, the Chinese text or the bilingual .json). Default rulings. */
  kind: PackIndexKind;
}

export interface PackIndexRead {
  index: PackIndex | null;
  /** Errors (the index is then null) and warnings, positioned `file:line:col`. */
  diagnostics: Diagnostic[];
}

/** Longest name, revision and licence accepted; an attribution may be a sentence. */
const MAX_SHORT = 200;
const MAX_ATTRIBUTION = 500;
const KNOWN_KEYS = new Set(['format', 'name', 'revision', 'attribution', 'licence', 'license', 'url', 'pack', 'files', 'kind', 'description']);
const FILE_TYPES: Record<PackIndexKind, RegExp> = { rulings: /\.(txt|zip|json)$/i, cr: /\.(txt|json)$/i };

/** Host names served over plain http: this machine only (development and tests). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Why `url` cannot be subscribed to or downloaded from, or null. HTTPS only; plain http only on
 * this machine (localhost, 127.0.0.1), for developing a pack and for the tests. No user name or
 * password in it (they would be sent: subscriptions never send credentials).
 */
export function subscriptionUrlProblem(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return `"${url}" is not a URL (expected https://…)`;
  }
  if (u.username || u.password) return `${u.origin}: a URL with a user name or password is not accepted (nothing is sent but the request itself)`;
  if (u.protocol === 'https:') return null;
  if (u.protocol === 'http:' && LOCAL_HOSTS.has(u.hostname)) return null;
  if (u.protocol === 'http:') return `${url}: plain http is not accepted (use https://; http:// only for localhost and 127.0.0.1)`;
  return `${url}: only https:// URLs can be subscribed to`;
}

/** The host permission pattern for `url`'s host (any port: a match pattern has none). */
export function originPattern(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}/*`;
}

/** True when the JSON value reads as an index rather than a rulings.json bundle. */
export function looksLikeIndex(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return !('rulings' in v) && ('revision' in v || 'pack' in v || 'files' in v);
}

/** Where `"key":` is in `text` (the first one), or 1:1 without a text. */
function keyAt(text: string | undefined, key: string): { line: number; col: number } {
  if (!text) return { line: 1, col: 1 };
  const m = new RegExp(`"${key}"\\s*:`).exec(text);
  return m ? lineCol(text, m.index) : { line: 1, col: 1 };
}

export interface ValidateIndexOptions {
  /** The JSON text the value was parsed from: positions point at the keys. */
  text?: string;
  /** The URL the index was read from (relative pack URLs resolve against it). Default: `where`
   *  when it is a URL. */
  base?: string;
}

/** Checks a parsed index; `where` names it in the messages (its URL or file name). */
export function validatePackIndex(value: unknown, where: string, options: ValidateIndexOptions = {}): PackIndexRead {
  const diagnostics: Diagnostic[] = [];
  const report = (severity: Diagnostic['severity'], key: string, message: string) =>
    diagnostics.push({ file: where, ...keyAt(options.text, key), severity, message });
  const error = (key: string, message: string) => report('error', key, message);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { index: null, diagnostics: [{ file: where, line: 1, col: 1, severity: 'error', message: 'a pack index is a JSON object: {"format": 1, "name", "revision", "pack", …}' }] };
  }
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v)) if (!KNOWN_KEYS.has(key)) report('warning', key, `unknown key "${key}" ignored`);
  if (v.format !== 1) error('format', `"format" is ${JSON.stringify(v.format) ?? 'missing'}; a pack index has "format": 1`);

  const text = (key: string, max: number, required: boolean): string | undefined => {
    const x = v[key];
    if (x === undefined && !required) return undefined;
    if (typeof x !== 'string' || x.trim() === '') error(key, `"${key}" ${x === undefined ? 'is missing' : 'must be a non-empty string'}`);
    else if (x.length > max) error(key, `"${key}" is ${x.length} characters long; the limit is ${max}`);
    else return x.trim();
    return undefined;
  };
  const name = text('name', MAX_SHORT, true);
  const revision = text('revision', MAX_SHORT, true);
  const attribution = text('attribution', MAX_ATTRIBUTION, false);
  const licence = text('licence', MAX_SHORT, false);
  const license = text('license', MAX_SHORT, false);
  if (licence !== undefined && license !== undefined && licence !== license) report('warning', 'license', `"licence" and "license" differ; "licence" is used`);
  const kind = v.kind === undefined ? 'rulings' : v.kind === 'rulings' || v.kind === 'cr' ? v.kind : null;
  if (kind === null) error('kind', `"kind" is ${JSON.stringify(v.kind)}; expected "rulings" or "cr"`);

  const base = options.base ?? where;
  const indexUrl = resolveOwnUrl(v.url, base, error);
  const files = packFiles(v, indexUrl ?? base, kind ?? 'rulings', error);
  if (diagnostics.some((d) => d.severity === 'error') || !name || !revision || !kind || !indexUrl || !files) return { index: null, diagnostics };
  const index: PackIndex = { format: 1, name, revision, url: indexUrl, files, kind };
  if (attribution) index.attribution = attribution;
  if (licence ?? license) index.licence = licence ?? license;
  return { index, diagnostics };
}

/** The index's own URL ("url", else where it was read), checked; null with an error. */
function resolveOwnUrl(raw: unknown, base: string, error: (key: string, message: string) => void): string | null {
  if (raw === undefined) {
    const problem = subscriptionUrlProblem(base);
    if (problem) error('url', `"url" is missing, and where the index was read cannot be subscribed to: ${problem}`);
    return problem ? null : base;
  }
  if (typeof raw !== 'string') {
    error('url', '"url" must be a string: the index\'s own https:// URL');
    return null;
  }
  let url: string;
  try {
    url = new URL(raw, base).href;
  } catch {
    error('url', `"url" ${JSON.stringify(raw)} is not a URL`);
    return null;
  }
  const problem = subscriptionUrlProblem(url) ?? sameOrigin(url, base, '"url"');
  if (problem) error('url', problem);
  return problem ? null : url;
}

/** A URL on another host than the index: the permission the reader gave is for that host only. */
function sameOrigin(url: string, base: string, what: string): string | null {
  let origin: string;
  try {
    origin = new URL(base).origin;
  } catch {
    return null; // a file name, not a URL: nothing to compare with
  }
  return new URL(url).origin === origin ? null : `${what} ${url} is on another site than the index (${origin}); a subscription reads from one site only`;
}

/** "pack" (one URL) or "files" (a list), resolved against the index's URL and checked. */
function packFiles(v: Record<string, unknown>, base: string, kind: PackIndexKind, error: (key: string, message: string) => void): string[] | null {
  if (v.pack !== undefined && v.files !== undefined) {
    error('files', 'give either "pack" (one file) or "files" (a list), not both');
    return null;
  }
  const key = v.pack !== undefined ? 'pack' : 'files';
  const raw = v.pack !== undefined ? [v.pack] : v.files;
  if (raw === undefined) {
    error('pack', '"pack" is missing: the URL of the pack file, relative to the index (e.g. "rulings.zip")');
    return null;
  }
  if (!Array.isArray(raw) || raw.length === 0 || !raw.every((f) => typeof f === 'string' && f.trim() !== '')) {
    error(key, key === 'pack' ? '"pack" must be a URL string' : '"files" must be a non-empty list of URL strings');
    return null;
  }
  const most = kind === 'cr' ? 2 : 1;
  if (raw.length > most) {
    error(key, kind === 'cr' ? `a CR pack has one or two files (English, Chinese); "files" lists ${raw.length}` : `a rulings pack is one file; "files" lists ${raw.length} (put several .txt files in one .zip)`);
    return null;
  }
  const out: string[] = [];
  for (const f of raw as string[]) {
    let url: string;
    try {
      url = new URL(f.trim(), base).href;
    } catch {
      error(key, `${JSON.stringify(f)} is not a URL relative to ${base}`);
      return null;
    }
    const path = new URL(url).pathname;
    const problem =
      subscriptionUrlProblem(url) ??
      sameOrigin(url, base, `"${key}"`) ??
      (FILE_TYPES[kind].test(path) ? null : `${url}: a ${kind === 'cr' ? 'CR file is a .txt or .json' : 'rulings pack is a .txt, .zip or .json file'}`);
    if (problem) {
      error(key, problem);
      return null;
    }
    out.push(url);
  }
  return out;
}

/** Parses and checks an index's JSON text (BOM allowed); a syntax error is reported where it is. */
export function readPackIndex(text: string, where: string, base?: string): PackIndexRead {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { index: null, diagnostics: [{ file: where, ...jsonErrorAt(body, why), severity: 'error', message: `not valid JSON (${why})` }] };
  }
  return validatePackIndex(value, where, { text: body, base });
}
