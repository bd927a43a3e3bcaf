// The one way a subscription downloads anything (lib/subscriptions.ts): a GET with no cookies or
// credentials and no cache, a timeout, and a size limit enforced while the body streams in (a
// wrong URL — a video, an endless response — is stopped at the limit, not read into memory).
// Failures are DownloadErrors whose message says what happened in the reader's terms.
import { MB } from '../../rulings-data/packs/limits.ts';
import { subscriptionUrlProblem } from '../../rulings-data/packs/pack-index.ts';

/** What subscriptions call to fetch (the global fetch in the extension; a fake in tests). */
export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

/** Longest a download may take, headers and body (a 20 MB pack on a slow line takes ~1 min). */
export const DOWNLOAD_TIMEOUT_MS = 90_000;

export class DownloadError extends Error {}

export interface DownloadOptions {
  fetch: FetchFn;
  /** Bytes read at most; one more and the download stops with an error. */
  maxBytes: number;
  timeoutMs?: number;
}

/** The request: nothing but the URL leaves the browser (no cookies, no referrer, no cache). */
export const REQUEST_INIT: RequestInit = { method: 'GET', credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer', redirect: 'follow' };

/** Downloads `url` whole, or throws a DownloadError saying why. */
export async function download(url: string, { fetch, maxBytes, timeoutMs = DOWNLOAD_TIMEOUT_MS }: DownloadOptions): Promise<Uint8Array> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(url, { ...REQUEST_INIT, signal: controller.signal });
    } catch (e) {
      if (timedOut) throw new DownloadError(`${url}: no answer within ${timeoutMs / 1000} s`);
      // A browser says no more than "Failed to fetch" / "NetworkError…" for every cause.
      throw new DownloadError(`${url}: could not be downloaded (${e instanceof Error ? e.message : String(e)}): offline, the site is down, or the browser refused the request`);
    }
    // A redirect may end anywhere: the same rules hold for where it ends.
    const landed = response.url && response.url !== url ? subscriptionUrlProblem(response.url) : null;
    if (landed) throw new DownloadError(`${url}: redirected to ${response.url}, which is not accepted (${landed})`);
    if (!response.ok) throw new DownloadError(`${url}: the server answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
    const declared = Number(response.headers.get('content-length'));
    if (declared > maxBytes) throw tooBig(url, maxBytes, `${MB(declared)}`);
    return await readLimited(response, url, maxBytes, controller, () => timedOut, timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}

function tooBig(url: string, maxBytes: number, size?: string): DownloadError {
  return new DownloadError(`${url}: the file is ${size ?? `over ${MB(maxBytes)}`}; the limit is ${MB(maxBytes)}, so the download was stopped`);
}

/** The body, chunk by chunk, stopped once it passes `maxBytes`. */
async function readLimited(response: Response, url: string, maxBytes: number, controller: AbortController, timedOut: () => boolean, timeoutMs: number): Promise<Uint8Array> {
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    if (!reader) {
      const whole = new Uint8Array(await response.arrayBuffer());
      if (whole.length > maxBytes) throw tooBig(url, maxBytes);
      return whole;
    }
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        controller.abort();
        void reader.cancel().catch(() => {});
        throw tooBig(url, maxBytes);
      }
      chunks.push(value);
    }
  } catch (e) {
    if (e instanceof DownloadError) throw e;
    if (timedOut()) throw new DownloadError(`${url}: the download did not finish within ${timeoutMs / 1000} s`);
    throw new DownloadError(`${url}: the download broke off (${e instanceof Error ? e.message : String(e)})`);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
