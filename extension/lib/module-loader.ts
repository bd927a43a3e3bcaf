// Loads one of the extension's own ES modules (web-accessible, built by wxt.config.ts as an ES
// library) into the content script's world. import() from a content script runs the module in the
// content script's isolated world (Chrome) or sandbox (Firefox), never in the page's, and
// resolves to its exports: nothing is put on any global, so a page can neither see nor replace
// what it exports. What the content script needs only some of the time, or only after the
// background has answered, lives in such modules to keep the content script small (its budget is
// 25 KB gzip): the matcher (entrypoints/matcher.ts) and the tooltip UI (entrypoints/tooltip-ui.ts).

// The bare `chrome` global (Chrome; Firefox has it too, as its alias of `browser`) rather than
// wxt/browser's import: the Firefox add-ons linter accepts a computed import() only of
// `chrome.runtime.getURL(…)` / `browser.runtime.getURL(…)` as written, and the build renames an
// imported binding (and the bundle's own `browser` from wxt/browser would capture a bare `browser`).
declare const chrome: { runtime: { getURL(path: string): string } };

/**
 * A loader for `file` (e.g. '/matcher.js') whose default export `check` accepts: one import at a
 * time, kept once it worked; forgotten when it failed, so a later call retries (under a fresh URL:
 * a failed module fetch may stay cached under its own).
 */
export function moduleLoader<T>(file: string, check: (exported: unknown) => exported is T): () => Promise<T> {
  let attempts = 0;
  let loading: Promise<T> | null = null;
  const importOnce = async (): Promise<T> => {
    const path = attempts++ > 0 ? `${file}?attempt=${attempts}` : file;
    const mod = (await import(/* @vite-ignore */ chrome.runtime.getURL(path))) as { default?: unknown };
    if (!check(mod.default)) throw new Error(`${file} does not export what the content script needs`);
    return mod.default;
  };
  return () => {
    loading ??= importOnce().catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
}
