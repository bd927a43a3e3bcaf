// The reader's own pack ("My rulings"): one per install, created by the first capture saved,
// appended to by every later one, edited as text on the options page. It is an ordinary stored
// pack (one .txt file, PackSummary.personal = true), so it merges, lists, exports and is
// removed like any imported pack. Every write re-reads the whole resulting text with readPack,
// the import's own check, and stores it with one pack-store call (one transaction): a text that
// does not read is refused whole and the stored pack stays as it was.
import type { Diagnostic, Ruling } from '../../rulings-data/schema.ts';
import { appendRulingsText, splitNewRulings } from '../../rulings-data/packs/capture-text-append.ts';
import { readCapturedText } from '../../rulings-data/packs/capture-text-read.ts';
import { readPack } from '../../rulings-data/packs/read-pack.ts';
import type { PackStore, PackSummary } from './pack-store.ts';

/** The personal pack's file: its name in problems, and on export. */
export const PERSONAL_FILE = 'my-rulings.txt';
/** Serialises writes to the personal pack across the extension's pages (Web Locks). */
const LOCK = 'rulings-lens-personal-pack';

/** A text refused by the check, with every problem (file:line:col) to show beside it. */
export class PackTextRefused extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(`refused: ${diagnostics.filter((d) => d.severity === 'error').length} error(s)`);
    this.name = 'PackTextRefused';
  }
}

export interface PersonalPack {
  summary: PackSummary;
  text: string;
  rulings: Ruling[];
}

export interface CaptureSaved {
  /** The personal pack's row after the save (unchanged when nothing was new). */
  pack: PackSummary;
  created: boolean;
  /** Captured rulings written to the pack, and those it held already (not written twice). */
  added: Ruling[];
  already: Ruling[];
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Runs `fn` alone among the extension's pages: two capture tabs saving at once must not both
 *  append to the same old text. Without Web Locks (unit tests in Node) it just runs. */
function exclusive<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: { request(name: string, cb: () => Promise<T>): Promise<T> } } }).navigator?.locks;
  return locks ? locks.request(LOCK, fn) : fn();
}

/** The personal pack with its text and rulings; null when there is none yet. */
export async function loadPersonalPack(store: PackStore): Promise<PersonalPack | null> {
  const summary = (await store.list()).find((p) => p.personal);
  if (!summary) return null;
  const stored = await store.get(summary.id);
  if (!stored) throw new Error(`“${summary.name}” is damaged in storage (its rulings or its text are missing); remove it, and capture again`);
  return { summary, text: stored.files[0]?.text ?? '', rulings: stored.rulings };
}

/**
 * Adds the rulings of a captured text to the personal pack, creating it (named `name`) on
 * first use. Throws PackTextRefused when the capture has an error; rulings the pack holds
 * already are reported in `already` and not written again.
 */
export async function addToPersonalPack(store: PackStore, text: string, options: { name: string; now?: Date; latestDate?: string }): Promise<CaptureSaved> {
  const check = readCapturedText(text, { latestDate: options.latestDate });
  if (check.errors > 0) throw new PackTextRefused(check.diagnostics);
  return exclusive(async () => {
    const current = await loadPersonalPack(store);
    const { fresh, already } = splitNewRulings(current?.rulings ?? [], check.rulings);
    if (current && fresh.length === 0) return { pack: current.summary, created: false, added: [], already };
    const pack = readWhole(appendRulingsText(current?.text ?? null, fresh), current?.summary.name ?? options.name, options.latestDate);
    if (current) return { pack: await store.replace(current.summary.id, pack, {}, options.now), created: false, added: fresh, already };
    // add() keeps the row fields a pack brings: the flag is stored in the same transaction.
    const personal = { ...pack, personal: true as const };
    const [row] = await store.add([personal], options.now);
    return { pack: row, created: true, added: fresh, already };
  });
}

/**
 * Replaces the personal pack's rulings with those of `text` (the options page's editor), in one
 * transaction. Refused whole (PackTextRefused) when the text has an error, and refused when
 * the pack changed since the editor read it (`since`: the importedAt it read; a capture saved
 * meanwhile would otherwise be lost): the editor keeps the reader's text either way.
 */
export async function replacePersonalText(store: PackStore, id: string, text: string, options: { since: string; now?: Date; latestDate?: string }): Promise<PackSummary> {
  return exclusive(async () => {
    const row = (await store.list()).find((p) => p.id === id);
    if (!row) throw new Error('the pack is no longer stored (removed in another window?)');
    if (!row.personal) throw new Error(`“${row.name}” is an imported pack: only your own pack is edited as text`);
    if (row.importedAt !== options.since) throw new Error('the pack changed since the editor opened (a capture was saved?): copy your text, close the editor and open it again');
    return store.replace(id, readWhole(text, row.name, options.latestDate, row.fileName), {}, options.now);
  });
}

/** The whole text read as an import reads a .txt file; throws PackTextRefused on an error. */
function readWhole(text: string, name: string, latestDate?: string, file = PERSONAL_FILE) {
  const read = readPack({ name: file, bytes: utf8(text) }, { name, latestDate });
  if (!read.pack) throw new PackTextRefused(read.diagnostics);
  return read.pack;
}
