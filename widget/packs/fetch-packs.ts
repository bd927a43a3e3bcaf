// Fetches the packs a page names in `data-packs="a.txt more/b.zip"` (URLs against the page, like
// `data-data-url`): requests the page author asked for, to the hosts they named. A pack that does
// not load is one console line, and the widget goes on with the others.
import { packSizeProblem } from '../../rulings-data/packs/limits.ts';
import type { Warn } from './apply-packs.ts';
import type { WidgetPackBytes } from './widget-pack.ts';

/** The file name a URL serves (`/packs/my%20pack.txt` → `my pack.txt`), for messages and type. */
export function fileNameOfUrl(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last) || url.host || 'pack';
  } catch {
    return last;
  }
}

/** Packs in the order given; the ones that failed are left out (and warned about). */
export async function fetchPacks(urls: readonly string[], base: string, fetchFn: typeof fetch, warn: Warn): Promise<WidgetPackBytes[]> {
  const loaded = await Promise.all(urls.map((u) => fetchOne(u, base, fetchFn, warn)));
  return loaded.filter((p): p is WidgetPackBytes => p !== null);
}

async function fetchOne(raw: string, base: string, fetchFn: typeof fetch, warn: Warn): Promise<WidgetPackBytes | null> {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    warn(`rulings-lens: pack ${raw}: not a URL; skipped`);
    return null;
  }
  const name = fileNameOfUrl(url);
  try {
    const res = await fetchFn(url.href);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    // Refuse an oversized file from its header, before reading it into memory.
    const size = Number(res.headers.get('content-length') ?? NaN);
    const tooBig = Number.isFinite(size) && size > 0 ? packSizeProblem(name, size) : null;
    if (tooBig) throw new Error(tooBig.message);
    return { name, bytes: new Uint8Array(await res.arrayBuffer()) };
  } catch (err) {
    warn(`rulings-lens: pack ${name}: could not load ${url.href} (${err instanceof Error ? err.message : String(err)}); the widget runs without it`);
    return null;
  }
}
