// Subscriptions: packs that update themselves from a URL (issue 25.3; docs/pack-index.md).
// The reader gives a URL on the options page: of a pack index (name, revision, attribution,
// licence, the pack's file URLs) or of a pack file itself (its revision is then a hash of its
// bytes). subscribe() asks the browser for access to that host at that moment, downloads,
// validates as an import does (readPack / readCr: every problem `file:line:col`, a bad file
// refused whole) and stores the pack with where it came from. checkForUpdate() fetches the
// URL again: the same revision is "up to date"; a new one is downloaded, validated and put in
// place of the old pack in one transaction. Any failure (network, HTTP status, a damaged pack,
// the permission taken back) leaves the stored pack as it was and records why, shown in the list.
//
// Nothing here runs unless the reader subscribed: no URL is fetched that they did not give.
// Pure wiring: fetch, the permission API and the stores are injected (subscriptions-browser.ts
// in the extension, fakes in tests).
import type { Diagnostic } from '../../rulings-data/schema.ts';
import type { Pack } from '../../rulings-data/packs/types.ts';
import type { CrDoc } from '../../rulings-data/cr/types.ts';
import { readPack } from '../../rulings-data/packs/read-pack.ts';
import { readCr, MAX_CR_FILE_BYTES } from '../../rulings-data/cr/read-cr.ts';
import { MAX_PACK_FILE_BYTES } from '../../rulings-data/packs/limits.ts';
import { looksLikeIndex, originPattern, subscriptionUrlProblem, validatePackIndex, type PackIndex, type PackIndexKind } from '../../rulings-data/packs/pack-index.ts';
import type { PackStore, PackSubscription } from './pack-store.ts';
import type { StoredCr } from './cr-store.ts';
import { download, DownloadError, type FetchFn } from './subscriptions-fetch.ts';

export interface SubscriptionDeps {
  fetch: FetchFn;
  /** Host access: `request` only from a click (a user gesture), `contains` otherwise. */
  permissions: {
    request(p: { origins: string[] }): Promise<boolean>;
    contains(p: { origins: string[] }): Promise<boolean>;
  };
  packs: Pick<PackStore, 'list' | 'add' | 'update' | 'replace' | 'remove'>;
  /** The imported CR's store (cr-store.ts), for subscriptions of kind `cr`. */
  cr: { load(): Promise<StoredCr | undefined>; save(doc: CrDoc, extra: Partial<Omit<StoredCr, 'doc'>>): Promise<StoredCr> };
  /** Tells the background the imported data changed (it rebuilds; open tabs follow). */
  changed(): Promise<void>;
  now?: () => Date;
  timeoutMs?: number;
}

/** Which subscription: a rulings pack by its store id, or the imported CR. */
export type SubscriptionTarget = { kind: 'rulings'; id: string } | { kind: 'cr' };

export type SubscribeResult =
  | { ok: true; kind: PackIndexKind; name: string; revision: string; rulings?: number; warnings: string[]; replacedCr?: string }
  | { ok: false; lines: string[] };

export type CheckResult =
  | { status: 'current'; revision: string }
  | { status: 'updated'; revision: string; from: string; rulings?: number; warnings: string[] }
  | { status: 'failed'; reason: string };

/** A failure with every line to show (diagnostics `file:line:col: …`, or one reason). */
class SubscriptionError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.length > 1 ? `${lines[0]} (and ${lines.length - 1} more problem${lines.length > 2 ? 's' : ''})` : lines[0]);
  }
}

const formatDiagnostic = (d: Diagnostic) => `${d.file}:${d.line}:${d.col}: ${d.severity}: ${d.message}`;
const errorsOf = (ds: readonly Diagnostic[]) => ds.filter((d) => d.severity === 'error').map(formatDiagnostic);
const warningsOf = (ds: readonly Diagnostic[]) => ds.filter((d) => d.severity === 'warning').map(formatDiagnostic);
const why = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** What the subscription URL holds now, read and validated (or `current`: same revision). */
type Fetched =
  | { status: 'current'; revision: string }
  | {
      status: 'new';
      kind: PackIndexKind;
      revision: string;
      /** Where updates are read from: the index's own URL, or the pack file's. */
      url: string;
      attribution?: string;
      licence?: string;
      pack?: Pack;
      cr?: CrDoc;
      warnings: string[];
    };

/** A hash of a pack file's bytes: its revision when it has no index. */
export async function bytesRevision(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  return `sha256:${[...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The file name a download is read as: the URL's last path segment, with an extension the
 *  readers know when it has none (told by the bytes: a zip, JSON, else text). */
export function downloadName(url: string, bytes: Uint8Array): string {
  let name = '';
  try {
    name = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    name = '';
  }
  if (/\.(txt|zip|json)$/i.test(name)) return name;
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const first = new TextDecoder().decode(bytes.slice(0, 16)).replace(/^\ufeff/, '').trimStart()[0];
  return `${name || 'pack'}${zip ? '.zip' : first === '{' || first === '[' ? '.json' : '.txt'}`;
}

/** The JSON value of `bytes` when they parse as an index; undefined for anything else. */
function asIndexJson(bytes: Uint8Array): { value: unknown; text: string } | undefined {
  const head = new TextDecoder().decode(bytes.slice(0, 64)).replace(/^\ufeff/, '').trimStart();
  if (!head.startsWith('{')) return undefined;
  const text = new TextDecoder().decode(bytes).replace(/^\ufeff/, '');
  try {
    const value: unknown = JSON.parse(text);
    return looksLikeIndex(value) ? { value, text } : undefined;
  } catch {
    return undefined; // not JSON after all: read as a pack file, which says what is wrong
  }
}

async function fetchBytes(url: string, deps: SubscriptionDeps, maxBytes: number): Promise<Uint8Array> {
  try {
    return await download(url, { fetch: deps.fetch, maxBytes, timeoutMs: deps.timeoutMs });
  } catch (e) {
    throw new SubscriptionError([e instanceof DownloadError ? e.message : `${url}: ${why(e)}`]);
  }
}

/** Reads a rulings pack file; refused whole on any error. */
function readRulings(url: string, bytes: Uint8Array, name?: string): { pack: Pack; warnings: string[] } {
  const { pack, diagnostics } = readPack({ name: downloadName(url, bytes), bytes }, { name });
  if (!pack) throw new SubscriptionError(errorsOf(diagnostics).length ? errorsOf(diagnostics) : [`${url}: no pack could be read`]);
  return { pack, warnings: warningsOf(diagnostics) };
}

/** Downloads and reads what an index names (its revision is new). */
async function readIndexed(index: PackIndex, deps: SubscriptionDeps): Promise<Fetched> {
  const base = { status: 'new' as const, kind: index.kind, revision: index.revision, url: index.url, attribution: index.attribution, licence: index.licence };
  if (index.kind === 'rulings') {
    const bytes = await fetchBytes(index.files[0], deps, MAX_PACK_FILE_BYTES);
    return { ...base, ...readRulings(index.files[0], bytes, index.name) };
  }
  const inputs = [];
  for (const url of index.files) {
    const bytes = await fetchBytes(url, deps, MAX_CR_FILE_BYTES);
    inputs.push({ name: downloadName(url, bytes), bytes });
  }
  const { doc, diagnostics } = readCr(inputs);
  if (!doc) throw new SubscriptionError(errorsOf(diagnostics));
  return { ...base, cr: doc, warnings: warningsOf(diagnostics) };
}

/** Fetches the subscription URL: an index (then, if its revision is not `known`, what it
 *  names) or a pack file (its revision the hash of its bytes). */
async function fetchSubscription(url: string, deps: SubscriptionDeps, known?: string): Promise<Fetched> {
  const bytes = await fetchBytes(url, deps, MAX_PACK_FILE_BYTES);
  const json = asIndexJson(bytes);
  if (json) {
    const { index, diagnostics } = validatePackIndex(json.value, url, { text: json.text, base: url });
    if (!index) throw new SubscriptionError(errorsOf(diagnostics));
    if (index.revision === known) return { status: 'current', revision: known };
    const read = await readIndexed(index, deps);
    return read.status === 'new' ? { ...read, warnings: [...warningsOf(diagnostics), ...read.warnings] } : read;
  }
  const revision = await bytesRevision(bytes);
  if (revision === known) return { status: 'current', revision };
  return { status: 'new', kind: 'rulings', revision, url, ...readRulings(url, bytes) };
}

function subscriptionOf(fetched: Extract<Fetched, { status: 'new' }>, checkedAt: string): PackSubscription {
  const sub: PackSubscription = { url: fetched.url, revision: fetched.revision, checkedAt };
  if (fetched.attribution) sub.attribution = fetched.attribution;
  if (fetched.licence) sub.licence = fetched.licence;
  return sub;
}

/**
 * Subscribes to `url`. Asks for access to its host FIRST, synchronously: call it straight from
 * a click handler (Firefox grants a permission request only while a user input is handled, and
 * Chrome only with a user gesture). Stores nothing unless everything downloaded is valid.
 */
export function subscribe(url: string, deps: SubscriptionDeps): Promise<SubscribeResult> {
  const trimmed = url.trim();
  const problem = subscriptionUrlProblem(trimmed);
  if (problem) return Promise.resolve({ ok: false, lines: [problem] });
  const origin = originPattern(trimmed);
  const asked = deps.permissions.request({ origins: [origin] });
  return finishSubscribe(trimmed, asked, origin, deps).catch((e: unknown) => ({ ok: false as const, lines: e instanceof SubscriptionError ? e.lines : [why(e)] }));
}

async function finishSubscribe(url: string, asked: Promise<boolean>, origin: string, deps: SubscriptionDeps): Promise<SubscribeResult> {
  let allowed: boolean;
  try {
    allowed = await asked;
  } catch (e) {
    throw new SubscriptionError([`${origin}: the browser did not ask for access (${why(e)}); nothing was downloaded`]);
  }
  if (!allowed) throw new SubscriptionError([`${origin}: access was not allowed, so nothing was downloaded`]);
  const existing = (await deps.packs.list()).find((p) => p.subscription?.url === url);
  if (existing) throw new SubscriptionError([`already subscribed: “${existing.name}” comes from ${url}; use its “Check for updates”`]);
  const fetched = await fetchSubscription(url, deps);
  if (fetched.status !== 'new') throw new Error('unreachable: nothing was known before');
  // An index whose own URL is another one that is already subscribed: the same pack twice.
  const again = fetched.url !== url && (await deps.packs.list()).find((p) => p.subscription?.url === fetched.url);
  if (again) throw new SubscriptionError([`already subscribed: “${again.name}” comes from ${fetched.url}; use its “Check for updates”`]);
  const subscription = subscriptionOf(fetched, (deps.now?.() ?? new Date()).toISOString());
  if (fetched.cr) {
    const before = await deps.cr.load();
    await deps.cr.save(fetched.cr, { subscription });
    await deps.changed();
    return { ok: true, kind: 'cr', name: `CR ${fetched.cr.version}`, revision: fetched.revision, warnings: fetched.warnings, replacedCr: before?.doc.version };
  }
  const pack = fetched.pack!;
  const [row] = await deps.packs.add([pack], deps.now?.());
  try {
    await deps.packs.update(row.id, { subscription });
  } catch (e) {
    // The pack must not stay without where it comes from: nothing stored half.
    await deps.packs.remove(row.id).catch(() => {});
    throw e;
  }
  await deps.changed();
  return { ok: true, kind: 'rulings', name: row.name, revision: fetched.revision, rulings: pack.rulings.length, warnings: fetched.warnings };
}

/** The stored subscription of `target`, or a SubscriptionError when there is none. */
async function stored(target: SubscriptionTarget, deps: SubscriptionDeps): Promise<PackSubscription> {
  const sub = target.kind === 'cr' ? (await deps.cr.load())?.subscription : (await deps.packs.list()).find((p) => p.id === target.id)?.subscription;
  if (!sub) throw new SubscriptionError([target.kind === 'cr' ? 'the imported Comprehensive Rules do not come from a subscription' : 'this pack is no longer stored, or does not come from a subscription']);
  return sub;
}

/** Records the outcome of a check on the subscription, leaving the rulings as they are. */
async function note(target: SubscriptionTarget, sub: PackSubscription, deps: SubscriptionDeps): Promise<void> {
  if (target.kind === 'rulings') {
    await deps.packs.update(target.id, { subscription: sub });
    return;
  }
  const cr = await deps.cr.load();
  // Same import time: the background's merge of this CR stays valid.
  if (cr) await deps.cr.save(cr.doc, { importedAt: cr.importedAt, subscription: sub });
}

/**
 * Checks one subscription: the same revision is noted as checked; a new one replaces the pack
 * (one transaction). `asked`: the answer to a permission request the caller made in a click
 * handler (a "Check for updates" press); without it (the weekly check) the permission must
 * still be held. Never throws: a failure is recorded on the subscription and returned.
 */
export async function checkForUpdate(target: SubscriptionTarget, deps: SubscriptionDeps, asked?: Promise<boolean>): Promise<CheckResult> {
  let sub: PackSubscription;
  try {
    sub = await stored(target, deps);
  } catch (e) {
    return { status: 'failed', reason: why(e) };
  }
  const checkedAt = (deps.now?.() ?? new Date()).toISOString();
  try {
    const origin = originPattern(sub.url);
    const allowed = await (asked ?? deps.permissions.contains({ origins: [origin] })).catch(() => false);
    if (!allowed) throw new SubscriptionError([`${origin}: no access to this site any more (it was taken back in the browser's settings); press “Check for updates” to allow it again`]);
    const fetched = await fetchSubscription(sub.url, deps, sub.revision);
    const { lastError: _gone, ...rest } = sub;
    if (fetched.status === 'current') {
      await note(target, { ...rest, checkedAt }, deps);
      return { status: 'current', revision: sub.revision };
    }
    if (fetched.kind !== target.kind) throw new SubscriptionError([`${sub.url}: it now holds ${fetched.kind === 'cr' ? 'Comprehensive Rules' : 'rulings'}, not what was subscribed to; subscribe to it again`]);
    const next = subscriptionOf(fetched, checkedAt);
    if (target.kind === 'cr') await deps.cr.save(fetched.cr!, { subscription: next });
    else await deps.packs.replace(target.id, fetched.pack!, { subscription: next }, deps.now?.());
    await deps.changed();
    return { status: 'updated', revision: fetched.revision, from: sub.revision, rulings: fetched.pack?.rulings.length, warnings: fetched.warnings };
  } catch (e) {
    const reason = why(e);
    await note(target, { ...sub, checkedAt, lastError: reason }, deps).catch(() => {});
    return { status: 'failed', reason };
  }
}

/** Every subscription (the rulings packs', then the CR's, if any). */
export async function subscriptionTargets(deps: Pick<SubscriptionDeps, 'packs' | 'cr'>): Promise<Array<{ target: SubscriptionTarget; subscription: PackSubscription }>> {
  const packs = (await deps.packs.list()).flatMap((p) => (p.subscription ? [{ target: { kind: 'rulings' as const, id: p.id }, subscription: p.subscription }] : []));
  const cr = (await deps.cr.load().catch(() => undefined))?.subscription;
  return cr ? [...packs, { target: { kind: 'cr' }, subscription: cr }] : packs;
}

/** Checks every subscription in turn (the weekly check): with held permissions only. */
export async function checkAll(deps: SubscriptionDeps): Promise<CheckResult[]> {
  const out: CheckResult[] = [];
  for (const { target } of await subscriptionTargets(deps)) out.push(await checkForUpdate(target, deps));
  return out;
}
