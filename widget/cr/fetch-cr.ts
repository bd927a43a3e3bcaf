// Fetches the CR files a page names (`data-cr="cr/MagicCompRules 20260417.txt cr/zh.txt"`, or
// `mount({ cr: 'url' })`), against the page: requests the page author asked for, to the hosts
// they named. All or nothing: a pair missing one of its files is not the document the author
// meant, so any failure is one console line and the widget goes on without definitions.
import { MAX_CR_FILE_BYTES } from '../../rulings-data/cr/read-cr.ts';
import type { PackInput } from '../../rulings-data/packs/types.ts';
import type { Warn } from '../packs/apply-packs.ts';
import { fileNameOfUrl } from '../packs/fetch-packs.ts';

export const CR_NOT_LOADED = 'the widget runs without definitions';

/** The files in the order given, or null when one did not load (warned about). */
export async function fetchCr(urls: readonly string[], base: string, fetchFn: typeof fetch, warn: Warn): Promise<PackInput[] | null> {
  const loaded = await Promise.all(urls.map((u) => fetchOne(u, base, fetchFn, warn)));
  return loaded.every((f): f is PackInput => f !== null) ? loaded : null;
}

async function fetchOne(raw: string, base: string, fetchFn: typeof fetch, warn: Warn): Promise<PackInput | null> {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    warn(`rulings-lens: cr ${raw}: not a URL; ${CR_NOT_LOADED}`);
    return null;
  }
  const name = fileNameOfUrl(url);
  try {
    const res = await fetchFn(url.href);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    // Refuse an oversized file from its header, before reading it into memory.
    const size = Number(res.headers.get('content-length') ?? NaN);
    if (Number.isFinite(size) && size > MAX_CR_FILE_BYTES) throw new Error(`file is ${size} bytes; the limit is ${MAX_CR_FILE_BYTES}`);
    return { name, bytes: new Uint8Array(await res.arrayBuffer()) };
  } catch (err) {
    warn(`rulings-lens: cr ${name}: could not load ${url.href} (${err instanceof Error ? err.message : String(err)}); ${CR_NOT_LOADED}`);
    return null;
  }
}
