import { describe, expect, it } from 'vitest';
import { download, type FetchFn } from './subscriptions-fetch.ts';

const URL_ = 'https://packs.example.org/p.txt';

/** A body that never ends: 1 KB chunks for as long as they are pulled. */
function endless(): { body: ReadableStream<Uint8Array>; pulled: () => number; cancelled: () => boolean } {
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      pulled++;
      c.enqueue(new Uint8Array(1024).fill(65));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, pulled: () => pulled, cancelled: () => cancelled };
}

describe('download', () => {
  it('returns the whole body', async () => {
    const fetch: FetchFn = async () => new Response('hello');
    expect(new TextDecoder().decode(await download(URL_, { fetch, maxBytes: 100 }))).toBe('hello');
  });

  it('stops an endless body at the size limit instead of reading it all', async () => {
    const stream = endless();
    const fetch: FetchFn = async () => new Response(stream.body);
    await expect(download(URL_, { fetch, maxBytes: 10 * 1024 })).rejects.toThrow(/^https:\/\/packs\.example\.org\/p\.txt: the file is over .* MB; the limit is .* MB, so the download was stopped$/);
    // Pulled a little past the limit (the stream's read-ahead), then cancelled.
    expect(stream.pulled()).toBeLessThan(15);
    expect(stream.cancelled()).toBe(true);
  });

  it('refuses a declared size over the limit before reading the body', async () => {
    const stream = endless();
    const fetch: FetchFn = async () => new Response(stream.body, { headers: { 'content-length': String(30 * 1024 * 1024) } });
    await expect(download(URL_, { fetch, maxBytes: 20 * 1024 * 1024 })).rejects.toThrow(/the file is 30\.0 MB; the limit is 20\.0 MB/);
    expect(stream.pulled()).toBeLessThanOrEqual(1); // the stream's own first pull at most
  });

  it('gives up after the timeout, aborting the request', async () => {
    let aborted = false;
    const fetch: FetchFn = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    await expect(download(URL_, { fetch, maxBytes: 100, timeoutMs: 30 })).rejects.toThrow(`${URL_}: no answer within 0.03 s`);
    expect(aborted).toBe(true);
  });

  it('gives up on a body that stalls past the timeout', async () => {
    const fetch: FetchFn = async (_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(new Uint8Array([1, 2, 3]));
          init.signal?.addEventListener('abort', () => c.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body);
    };
    await expect(download(URL_, { fetch, maxBytes: 100, timeoutMs: 30 })).rejects.toThrow(/did not finish within 0\.03 s/);
  });

  it('says which HTTP status the server answered', async () => {
    const fetch: FetchFn = async () => new Response('gone', { status: 410, statusText: 'Gone' });
    await expect(download(URL_, { fetch, maxBytes: 100 })).rejects.toThrow(`${URL_}: the server answered HTTP 410 Gone`);
  });

  it('refuses a redirect to plain http on another machine', async () => {
    const fetch: FetchFn = async () => {
      const r = new Response('x');
      Object.defineProperty(r, 'url', { value: 'http://tracker.example/p.txt' });
      return r;
    };
    await expect(download(URL_, { fetch, maxBytes: 100 })).rejects.toThrow(/redirected to http:\/\/tracker\.example\/p\.txt, which is not accepted/);
  });
});
