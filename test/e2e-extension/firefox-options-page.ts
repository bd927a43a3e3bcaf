// Driving the real options page in Firefox from the extension's background page, over the
// devtools server (firefox-rdp.ts: WebDriver BiDi does not reach moz-extension:// documents).
// The same steps as firefox-packs.e2e.test.ts, as functions over one console actor; and
// `settle` to read what a promise in the background page gives (evaluate returns at once).
import { until } from './ext-helpers.ts';
import type { RdpClient } from './firefox-rdp.ts';

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
  /** Gives its file input these files, as picking them in the dialog does. */
  pick(files: Array<[name: string, text: string]>): Promise<number>;
  status(): Promise<PackListStatus | null>;
  /** Runs `body` (a function body returning JSON-able data) with `w`/`d` = the options tab's
   *  window/document; null when the options tab is not open. */
  run<T>(body: string): Promise<T | null>;
  /** The JSON of what `expr` (a promise or value, evaluated in the background page) gives. */
  settle<T>(expr: string): Promise<T>;
}

let nextSlot = 0;

export function firefoxOptionsPage(rdp: RdpClient, consoleActor: string): FirefoxOptionsPage {
  /** Runs `body` in the background page with `w`/`d` = the options tab's window/document. */
  async function inOptions<T>(body: string): Promise<T | null> {
    const code = `(() => {
      const w = browser.extension.getViews({ type: 'tab' }).find((v) => v.location.pathname === '/options.html');
      if (!w) return JSON.stringify(null);
      const d = w.document;
      return JSON.stringify((() => { ${body} })() ?? null);
    })()`;
    return JSON.parse(String(await rdp.evaluate(consoleActor, code))) as T | null;
  }

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

  async function settle<T>(expr: string): Promise<T> {
    const slot = `__rlSettle${nextSlot++}`;
    await rdp.evaluate(
      consoleActor,
      `globalThis.${slot} = undefined; Promise.resolve(${expr}).then((v) => { globalThis.${slot} = JSON.stringify({ v: v ?? null }); }, (e) => { globalThis.${slot} = JSON.stringify({ e: String(e) }); }); 0`,
    );
    const raw = await until(async () => rdp.evaluate(consoleActor, `globalThis.${slot} ?? ''`), (r) => typeof r === 'string' && r !== '', `the background page's answer to ${expr.slice(0, 60)}`);
    const out = JSON.parse(String(raw)) as { v?: T; e?: string };
    if (out.e !== undefined) throw new Error(`${expr.slice(0, 60)}: ${out.e}`);
    return out.v as T;
  }

  return {
    async open() {
      await rdp.evaluate(consoleActor, 'void browser.runtime.openOptionsPage()');
      // The list is shown once the stored packs are read (empty or not).
      return (await until(status, (s) => s !== null && (s.empty || s.packs.length > 0), 'the options page with its pack list'))!;
    },
    pick: (files) =>
      inOptions<number>(`
        const dt = new w.DataTransfer();
        for (const [name, text] of ${JSON.stringify(files)}) dt.items.add(new w.File([text], name, { type: 'text/plain' }));
        const input = d.querySelector('[data-part="pack-input"]');
        input.files = dt.files;
        const given = input.files.length; // the page empties the input once it has read the pick
        input.dispatchEvent(new w.Event('change', { bubbles: true }));
        return given;
      `).then((n) => n ?? 0),
    status,
    run: inOptions,
    settle,
  };
}
