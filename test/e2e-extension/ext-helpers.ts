// Pieces shared by the extension e2e tests in Chromium (playwright-core) and Firefox
// (puppeteer-core): the fixture server, and in-page probes written once for both drivers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bundle } from '../../rulings-data/schema.ts';
import { startDemoServer, type DemoServer } from '../../scripts/serve-demo.ts';
import { INITIAL_RULINGS } from '../../widget/tooltip/RulingList.tsx';
import type { Built } from './build-once.ts';

export const FIXTURES = fileURLToPath(new URL('../fixtures/extension/', import.meta.url));
export const SCREENSHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
export const HOST_TAG = 'rulings-lens-ui';
export const INSTANCE_ATTR = 'data-rulings-lens';
export const VIEWPORT = { width: 1000, height: 700 };

/** The fixture pages at `/`, the widget build at `/widget/`, on 127.0.0.1 (an "other site"). */
export function startFixtureServer(built: Built): Promise<DemoServer> {
  return startDemoServer({ port: 0, root: FIXTURES, mounts: { '/widget/': built.widgetDir } });
}

/** The bundle the extension under test was built from. */
export function builtBundle(built: Built): Bundle {
  return JSON.parse(readFileSync(join(built.dataDir, 'rulings.json'), 'utf8')) as Bundle;
}

/** Ruling ids a tooltip shows first for `keywordId`: the first of those about it (the rest sit
 *  behind "N more", those that only mention it behind "mentioned in…"). */
export function expectedTooltipRulings(bundle: Bundle, keywordId: string): string[] {
  const k = bundle.keywords.find((x) => x.id === keywordId);
  if (!k) throw new Error(`no keyword ${keywordId} in the bundle`);
  return k.rulings.filter((l) => l.primary).map((l) => l.rulingId).slice(0, INITIAL_RULINGS);
}

/** The part of a playwright or puppeteer Page the probes need. */
export interface Probe {
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>>;
}

/** The text of every marked word, by highlight (confidence) name, in document order. */
export function markedWords(page: Probe): Promise<Record<string, string[]>> {
  return page.evaluate((prefix: string) => {
    const out: Record<string, string[]> = {};
    const registry = (CSS as unknown as { highlights?: Map<string, Set<AbstractRange>> }).highlights;
    registry?.forEach((hl, name) => {
      if (!name.startsWith(prefix) || name.endsWith('-active')) return;
      out[name] = [...hl].map((r) => (r.startContainer as Text).data.slice(r.startOffset, r.endOffset));
    });
    return out;
  }, 'rulings-lens-');
}

export const allMarked = (m: Record<string, string[]>) => Object.values(m).flat();

/** Centre of the element with `id` (the fixtures wrap test words in spans), scrolled into view. */
export function centreOf(page: Probe, id: string): Promise<{ x: number; y: number }> {
  return page.evaluate((id: string) => {
    const el = document.getElementById(id);
    if (!el) throw new Error(`no #${id} on ${location.href}`);
    el.scrollIntoView({ block: 'center' });
    const r = el.getClientRects()[0];
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, id);
}

export interface PanelState {
  keyword: string;
  keywordEn: string;
  keywordZh: string;
  rulingIds: string[];
  badges: string[];
  hosts: number;
}

/** What the open tooltip shows (null while none is open), and how many UI hosts the page has. */
export function panelState(page: Probe): Promise<PanelState | null> {
  return page.evaluate((tag: string) => {
    const hosts = document.querySelectorAll(tag);
    const panel = hosts[0]?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]');
    if (!panel || panel.style.visibility === 'hidden') return null;
    return {
      keyword: panel.dataset.keyword ?? '',
      keywordEn: panel.querySelector('[data-part="keyword-en"]')?.textContent ?? '',
      keywordZh: panel.querySelector('[data-part="keyword-zh"]')?.textContent ?? '',
      rulingIds: [...panel.querySelectorAll<HTMLElement>('[data-part="ruling"]')].map((li) => li.dataset.rulingId ?? ''),
      badges: [...panel.querySelectorAll<HTMLElement>('[data-part="badge"]')].map((b) => b.dataset.source ?? ''),
      hosts: hosts.length,
    };
  }, HOST_TAG);
}

export function instanceOwner(page: Probe): Promise<string | null> {
  return page.evaluate((attr: string) => document.documentElement.getAttribute(attr), INSTANCE_ATTR);
}

/**
 * A load of the extension's own tooltip UI: the content script import()s it at idle once the page
 * is marked (the tooltip warm-up), or on the first tooltip (extension/lib/tooltip-ui-loader.ts). A packaged file, not network traffic. Chromium reports it
 * under the per-session id of its web-accessible URL and again under the extension id; a retry
 * after a failed load carries `?attempt=N`.
 */
export function isTooltipUiLoad(url: string): boolean {
  return /^(?:chrome|moz)-extension:\/\/[\w-]+\/tooltip-ui\.js(?:\?attempt=\d+)?$/.test(url);
}

/** A load of one of the extension's own modules: the tooltip UI (above) or the matcher, which the
 *  content script import()s with the terms when a frame may run (extension/lib/matcher-loader.ts). */
export function isOwnModuleLoad(url: string): boolean {
  return isTooltipUiLoad(url) || /^(?:chrome|moz)-extension:\/\/[\w-]+\/matcher\.js(?:\?attempt=\d+)?$/.test(url);
}

/** Polls `fn` until `ok(value)` (drivers differ in their waitFor APIs; this works for both). */
export async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: T;
  for (;;) {
    last = await fn();
    if (ok(last)) return last;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Lets a content script that decided to do nothing have had every chance to do something. */
export const settle = (ms = 1500) => new Promise((r) => setTimeout(r, ms));
