// browser.runtime / browser.tabs messaging with the envelope and validation of messages.ts.
import { browser } from 'wxt/browser';
import { parseRequest, unwrapReply, type Replies, type Reply, type Request, type RequestType } from './messages.ts';

type Handler = (request: Request) => unknown | Promise<unknown>;

/** Sends a request to the background (service worker / event page) and unwraps its reply. */
export async function askBackground<R extends Exclude<Request, { type: 'site-status' | 'mark-nav' }>>(request: R): Promise<Replies[R['type']]> {
  return unwrapReply<R['type']>(request.type, await browser.runtime.sendMessage(request));
}

/** Asks the top frame of a tab what it decided (null when no content script answers there). */
export async function askTab(tabId: number): Promise<Replies['site-status'] | null> {
  try {
    const raw = await browser.tabs.sendMessage(tabId, { type: 'site-status' }, { frameId: 0 });
    return unwrapReply('site-status', raw);
  } catch {
    // No content script in that tab (a browser page, the store, or a tab opened before install).
    return null;
  }
}

/** Tells the top frame of a tab to go to the next / previous mark; false when no content script
 *  took it (a browser page, the store, a tab opened before install). */
export async function navTab(tabId: number, dir: 1 | -1): Promise<boolean> {
  try {
    unwrapReply('mark-nav', await browser.tabs.sendMessage(tabId, { type: 'mark-nav', dir }, { frameId: 0 }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers the request types in `types` with `handle`; other valid types are left for other
 * listeners (the background answers lookups, the content script site-status). Invalid messages
 * get an error reply that says what was wrong.
 */
export function listen(types: readonly RequestType[], handle: Handler): () => void {
  // sendResponse + `return true` rather than returning a Promise: both Chrome and Firefox
  // support it, while a Promise-returning listener is not understood by every Chrome release.
  const listener = (raw: unknown, _sender: unknown, sendResponse: (reply: Reply<RequestType>) => void): boolean => {
    const parsed = parseRequest(raw);
    if (parsed.ok && !types.includes(parsed.request.type)) return false;
    if (!parsed.ok) {
      sendResponse({ ok: false, error: parsed.error });
      return false;
    }
    Promise.resolve()
      .then(() => handle(parsed.request))
      .then(
        (value) => sendResponse({ ok: true, value } as Reply<RequestType>),
        (err: unknown) => sendResponse({ ok: false, error: err instanceof Error ? err.message : String(err) }),
      );
    return true;
  };
  browser.runtime.onMessage.addListener(listener as never);
  return () => browser.runtime.onMessage.removeListener(listener as never);
}
