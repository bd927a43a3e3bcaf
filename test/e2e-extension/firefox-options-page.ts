// Driving the extension's own pages in Firefox from the extension's background page, over the
// devtools server (firefox-rdp.ts: WebDriver BiDi does not reach moz-extension:// documents):
// `extensionViews` runs code in any open extension tab (found with browser.extension.getViews())
// and `settle` reads what a promise in the background page gives (evaluate returns at once);
// `firefoxOptionsPage` is the options page's steps (open, pick files, the pack list) over them.
// The session that connects them: openFirefoxExtSession / connectDevtools (firefox-helpers.ts).
import { until } from './ext-helpers.ts';
import type { RdpClient } from './firefox-rdp.ts';

export interface ExtensionViews {
  /** Runs `body` (a function body returning JSON-able data) with `w`/`d` = the window/document
   *  of the extension tab at `path` (e.g. '/options.html'); null when no such tab is open. */
  run<T>(path: string, body: string): Promise<T | null>;
  /** The same for an async `body` (it may await), settled in the background page. */
  runAsync<T>(path: string, body: string): Promise<T | null>;
  /** The JSON of what `expr` (a promise or value, evaluated in the background page) gives. */
  settle<T>(expr: string): Promise<T>;
}

let nextSlot = 0;

/** Finds the extension tab at `path` as `w`, its document as `d` (source text: in the page). */
const findView = (path: string) => `
  const w = browser.extension.getViews({ type: 'tab' }).find((v) => v.location.pathname === ${JSON.stringify(path)});
  if (!w) return null;
  const d = w.document;`;

export function extensionViews(rdp: RdpClient, consoleActor: string): ExtensionViews {
  async function settle<T>(expr: string): Promise<T> {
    // The devtools server hands back a promise as an object: its settled value is parked on a
    // global and read back.
    const slot = `__rlSettle${nextSlot++}`;
    await rdp.evaluate(
      consoleActor,
      `globalThis.${slot} = undefined; void Promise.resolve().then(() => (${expr})).then((v) => { globalThis.${slot} = JSON.stringify({ v: v ?? null }); }, (e) => { globalThis.${slot} = JSON.stringify({ e: String(e) }); }); 0`,
    );
    const raw = await until(async () => rdp.evaluate(consoleActor, `globalThis.${slot} ?? ''`), (r) => typeof r === 'string' && r !== '', `the background page's answer to ${expr.slice(0, 60)}`);
    const out = JSON.parse(String(raw)) as { v?: T; e?: string };
    if (out.e !== undefined) throw new Error(`${expr.slice(0, 60)}: ${out.e}`);
    return out.v as T;
  }
  return {
    async run<T>(path: string, body: string) {
      const code = `JSON.stringify((() => {${findView(path)}
        return (() => { ${body} })() ?? null;
      })())`;
      return JSON.parse(String(await rdp.evaluate(consoleActor, code))) as T | null;
    },
    runAsync: <T>(path: string, body: string) => settle<T | null>(`(async () => {${findView(path)}\n${body}\n})()`),
    settle,
  };
}

export interface PackListStatus {
  outcome: string;
  lines: string[];
  notes: string[];
  /** `name|count text|enabled|damaged` per listed pack. */
  packs: string[];
  empty: boolean;
}

export interface FirefoxOptionsPage {
  /** Opens the options page (browser.runtime.openOptionsPage) and waits for its pack list. */
  open(): Promise<PackListStatus>;
  /** Gives its file input (`part`: its data-part, the packs panel's by default) these files, as
   *  picking them in the dialog does; how many it was given. */
  pick(files: Array<[name: string, text: string]>, part?: string): Promise<number>;
  status(): Promise<PackListStatus | null>;
  /** Runs `body` (a function body returning JSON-able data) with `w`/`d` = the options tab's
   *  window/document; null when the options tab is not open. */
  run<T>(body: string): Promise<T | null>;
  /** The JSON of what `expr` (a promise or value, evaluated in the background page) gives. */
  settle<T>(expr: string): Promise<T>;
}

export function firefoxOptionsPage(rdp: RdpClient, consoleActor: string): FirefoxOptionsPage {
  const views = extensionViews(rdp, consoleActor);
  const inOptions = <T>(body: string) => views.run<T>('/options.html', body);

  const status = () =>
    inOptions<PackListStatus>(`
      const s = d.querySelector('[data-part="pack-status"]');
      return {
        outcome: s ? s.dataset.outcome : '',
        lines: [...d.querySelectorAll('[data-part="pack-diagnostics"] li')].map((li) => li.textContent),
        notes: [...d.querySelectorAll('[data-part="pack-note"]')].map((n) => n.textContent),
        packs: [...d.querySelectorAll('[data-pack]')].map((li) =>
          [li.dataset.pack, li.querySelector('[data-part="pack-count"]').textContent, li.dataset.enabled, li.dataset.damaged === 'true'].join('|')),
        empty: !!d.querySelector('[data-part="packs-empty"]'),
      };
    `);

  return {
    async open() {
      await rdp.evaluate(consoleActor, 'void browser.runtime.openOptionsPage()');
      // The list is shown once the stored packs are read (empty or not).
      return (await until(status, (s) => s !== null && (s.empty || s.packs.length > 0), 'the options page with its pack list'))!;
    },
    pick: (files, part = 'pack-input') =>
      inOptions<number>(`
        const dt = new w.DataTransfer();
        for (const [name, text] of ${JSON.stringify(files)}) dt.items.add(new w.File([text], name, { type: 'text/plain' }));
        const input = d.querySelector('[data-part="${part}"]');
        input.files = dt.files;
        const given = input.files.length; // the page empties the input once it has read the pick
        input.dispatchEvent(new w.Event('change', { bubbles: true }));
        return given;
      `).then((n) => n ?? 0),
    status,
    run: inOptions,
    settle: views.settle,
  };
}
