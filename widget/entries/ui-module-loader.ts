// The light script-tag build's tooltip UI: a synchronous proxy (lazy-tooltip-ui.ts, shared with
// the extension) whose real implementation is `import()`ed from rulings-lens.ui.mjs next to the
// script on the first show(). Same-origin as the script, so `script-src 'self'` allows it.
import { UI_MODULE_FILE } from '../config/widget-data.ts';
import type { TooltipUi, TooltipUiOptions } from '../contracts.ts';
import { createLazyTooltipUi, type TooltipUiFactory } from '../tooltip/lazy-tooltip-ui.ts';
import type { MarkNavFactory } from '../keyboard/mark-nav.ts';

export type ImportModule = (url: string) => Promise<unknown>;

const dynamicImport: ImportModule = (url) => import(/* @vite-ignore */ url);

/**
 * Loads the UI module next to `scriptBase` (the script's src). One import at a time, kept once it
 * worked; forgotten when it failed, so the next tooltip retries — under a fresh URL, as a failed
 * module fetch may stay cached under its own.
 */
export function uiModuleLoader(scriptBase: string, importModule: ImportModule = dynamicImport): () => Promise<TooltipUiFactory> {
  let attempts = 0;
  let loading: Promise<TooltipUiFactory> | null = null;
  const importOnce = async (): Promise<TooltipUiFactory> => {
    const url = new URL(UI_MODULE_FILE, scriptBase);
    if (attempts++ > 0) url.searchParams.set('attempt', String(attempts));
    const mod = (await importModule(url.href)) as { default?: unknown } | null;
    return mod?.default as TooltipUiFactory;
  };
  return () =>
    (loading ??= importOnce().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
}

/** The keyboard's mark navigation from the same module (its named export createMarkNav), on the
 *  first shortcut; the browser keeps one instance of a module per URL, so it is fetched once. */
export function navModuleLoader(scriptBase: string, importModule: ImportModule = dynamicImport): () => Promise<MarkNavFactory> {
  return () => importModule(new URL(UI_MODULE_FILE, scriptBase).href).then((mod) => (mod as { createMarkNav: MarkNavFactory }).createMarkNav);
}

/** The factory the light build mounts with: every UI it creates shares one loader. */
export function lazyUiFactory(scriptBase: string, warn: (message: string) => void, importModule?: ImportModule): (options: TooltipUiOptions) => TooltipUi {
  const load = uiModuleLoader(scriptBase, importModule);
  return (options) => createLazyTooltipUi(options, { load, warn });
}
