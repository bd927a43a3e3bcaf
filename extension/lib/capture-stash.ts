// Hands captured text from the background to the capture page (and keeps the reader's edits
// across a reload of that page) through storage.session: in memory, gone when the browser
// closes, readable by extension pages but not by content scripts (Chrome MV3 and Firefox 115+
// both have it). Not the page's URL: a selection can be long, and URLs end up in history.
import { browser } from 'wxt/browser';

/** Longest capture kept (characters). A ruling block is a few thousand; this is a whole page. */
export const MAX_CAPTURE_CHARS = 1_000_000;
/** Captures kept at once: older ones (never saved, their tab long closed) are dropped. */
const KEEP = 20;
const PREFIX = 'capture:';

export interface StashedCapture {
  text: string;
  /** How the text was read: the page's own selection (line breaks kept) or, without a content
   *  script there, the context menu's selectionText (whitespace collapsed, layout rebuilt). */
  via: 'page' | 'menu' | 'paste';
  /** The page it was selected on (shown on the capture page), when known. */
  pageUrl?: string;
  /** Length of the selection when it was longer than MAX_CAPTURE_CHARS (and cut there). */
  cutFrom?: number;
  /** When it was stashed (ms since 1970): the newest KEEP are kept. */
  at: number;
  /** Set once the capture page has laid the text out (capture-text.ts) or the reader edited
   *  it: a reload shows the text as it was left, not laid out again. */
  laidOut?: true;
}

/** The part of storage.session used here (a fake in unit tests). */
export interface StashArea {
  get(keys: string | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

const sessionArea = (): StashArea => browser.storage.session as unknown as StashArea;

/** Cuts an over-long text (the cut is recorded, and shown, never silent). */
export function boundedCapture(text: string, via: StashedCapture['via'], pageUrl?: string, now = Date.now()): StashedCapture {
  const cut = text.length > MAX_CAPTURE_CHARS;
  return { text: cut ? text.slice(0, MAX_CAPTURE_CHARS) : text, via, ...(pageUrl ? { pageUrl } : {}), ...(cut ? { cutFrom: text.length } : {}), at: now };
}

/** Stores a capture; its id goes in the capture page's URL hash. */
export async function stashCapture(capture: StashedCapture, area: StashArea = sessionArea()): Promise<string> {
  const id = crypto.randomUUID();
  await area.set({ [PREFIX + id]: capture });
  const all = Object.entries(await area.get(null)).filter(([k]) => k.startsWith(PREFIX));
  const old = all
    .sort(([, a], [, b]) => ((b as StashedCapture).at ?? 0) - ((a as StashedCapture).at ?? 0))
    .slice(KEEP)
    .map(([k]) => k);
  if (old.length > 0) await area.remove(old);
  return id;
}

/** The capture stored under `id`, or null (unknown id, browser restarted, or not a capture). */
export async function readStash(id: string, area: StashArea = sessionArea()): Promise<StashedCapture | null> {
  const value = (await area.get(PREFIX + id))[PREFIX + id] as Partial<StashedCapture> | undefined;
  if (!value || typeof value.text !== 'string' || !['page', 'menu', 'paste'].includes(value.via as string)) return null;
  return value as StashedCapture;
}

/** Replaces the text of a stored capture (the reader's edits survive a reload of the page). */
export async function updateStash(id: string, text: string, area: StashArea = sessionArea()): Promise<void> {
  const old = await readStash(id, area);
  await area.set({ [PREFIX + id]: { ...(old ?? { via: 'paste' }), text, at: Date.now(), laidOut: true } });
}

/** Forgets a capture (once saved). */
export async function dropStash(id: string, area: StashArea = sessionArea()): Promise<void> {
  await area.remove(PREFIX + id);
}
