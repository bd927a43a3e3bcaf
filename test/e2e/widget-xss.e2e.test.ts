// XSS in real Chromium: hostile strings in the DATA (keyword names, rulings, dates, sources,
// definitions) render as inert text in the tooltip, and hostile OPTION attributes on the script
// tag are rejected with a warning naming the option. Fixtures: test/fixtures/hostile/xss*.html.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../../scripts/serve-demo.ts';
import type { WidgetData } from '../../widget/config/widget-data.ts';
import { hoverWord, launchChromium, openPage, waitForPanel, widgetReady, type Tracked } from './widget-helpers.ts';
import { startHostileServer } from './widget-hostile-suite.ts';

const PAYLOADS = {
  en: '<img src=x onerror="window.__xss=1">Proliferate',
  zh: '</style><script>window.__xss=2</script>增殖',
  rulingEn: 'javascript:window.__xss=3 <img src=x onerror=window.__xss=4> \u202Egnp.exe\u202C end',
  rulingZh: '</style><svg onload=window.__xss=5></svg>“引号”',
  source: '<a href="javascript:window.__xss=6">official</a>',
  date: '"><img src=x onerror=window.__xss=7>',
  definition: '<iframe src="javascript:window.parent.__xss=8"></iframe>\u202E',
};

/** The built data with the proliferate keyword and every ruling it links to made hostile. */
function hostileData(): WidgetData {
  const file = fileURLToPath(new URL('../../dist/widget/rulings-lens.data.json', import.meta.url));
  const data = JSON.parse(readFileSync(file, 'utf8')) as WidgetData;
  const kw = data.bundle.keywords.find((k) => k.id === 'proliferate')!;
  kw.en = [PAYLOADS.en, ...kw.en.slice(1)];
  kw.zhHans = [PAYLOADS.zh];
  if (kw.definitions) kw.definitions = kw.definitions.map((d) => ({ ...d, en: PAYLOADS.definition, zh: PAYLOADS.definition }));
  const linked = new Set(kw.rulings.map((r) => r.rulingId));
  for (const r of data.bundle.rulings) {
    if (!linked.has(r.id)) continue;
    Object.assign(r, { en: PAYLOADS.rulingEn, zh: PAYLOADS.rulingZh, source: PAYLOADS.source, date: PAYLOADS.date });
  }
  return data;
}

let browser: Browser;
let server: DemoServer;
const opened: Tracked[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startHostileServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(async () => {
  for (const t of opened.splice(0)) {
    expect(t.pageErrors).toEqual([]);
    expect(t.requests.filter((u) => !u.startsWith(`${server.url}/`))).toEqual([]);
    await t.context.close();
  }
});

describe('hostile strings in the data', () => {
  it('render as inert text: no element from them, no script run, text shown exactly', async () => {
    const t = await openPage(browser, `${server.url}/hostile/xss.html`);
    opened.push(t);
    // The data goes in as a structured-clone argument; the import is a string expression because
    // vitest would rewrite a dynamic import() written in this file.
    await t.page.evaluate((data) => void ((window as unknown as { __data: unknown }).__data = data), hostileData());
    const mounted = await t.page.evaluate(`import('/widget/rulings-lens.mjs').then(async (m) => {
      const handle = m.mount({ data: window.__data, root: '#post', context: 'mtg', rememberLang: false });
      await handle.whenScanned();
      return handle.active;
    })`);
    expect(mounted).toBe(true);

    await hoverWord(t.page, 'lets you Proliferate', 'Proliferate');
    const panel = await waitForPanel(t.page, 'proliferate');
    expect(panel.keywordEn).toBe(PAYLOADS.en);
    expect(panel.keywordZh).toBe(PAYLOADS.zh);
    expect(panel.rulingIds.length).toBeGreaterThan(0);

    const seen = await t.page.evaluate(() => {
      const root = document.querySelector('rulings-lens-ui')!.shadowRoot!;
      return {
        dangerous: [...root.querySelectorAll('img, script, svg, iframe, a[href^="javascript"], [onerror], [onload]')].map((e) => e.outerHTML),
        rulingTexts: [...root.querySelectorAll('[data-part="ruling"] .ruling-text')].map((p) => p.textContent),
        badges: [...root.querySelectorAll('[data-part="badge"]')].map((b) => b.textContent),
        times: [...root.querySelectorAll('time')].map((e) => [e.textContent, e.getAttribute('datetime')]),
        text: root.textContent ?? '',
        xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
        pageImages: document.querySelectorAll('img, iframe').length,
      };
    });
    expect(seen.dangerous).toEqual([]);
    expect(seen.xss).toBeNull();
    expect(seen.pageImages).toBe(0);
    // Shown exactly as written, RTL override included (the UI does not silently drop data).
    expect(seen.rulingTexts).toContain(PAYLOADS.rulingEn);
    expect(seen.rulingTexts).toContain(PAYLOADS.rulingZh);
    expect(seen.badges).toContain(PAYLOADS.source);
    expect(seen.times[0]).toEqual([PAYLOADS.date, PAYLOADS.date]);
    expect(seen.text).toContain('\u202Egnp.exe\u202C');
  });
});

describe('hostile option attributes on the script tag', () => {
  it('are each rejected with a warning naming the option; defaults are used and the widget works', async () => {
    const t = await openPage(browser, `${server.url}/hostile/xss-options.html`);
    opened.push(t);
    await widgetReady(t.page);
    const options = await t.page.evaluate(() => {
      const o = window.RulingsLens!.handle!.options;
      return { lang: o.lang, delay: o.delay, theme: o.theme, rootIsBody: o.root === document.body };
    });
    expect(options).toEqual({ lang: 'both', delay: 100, theme: 'auto', rootIsBody: true });
    const warnings = t.console.filter((m) => m.startsWith('warning:'));
    for (const option of ['lang', 'root', 'delay', 'theme']) {
      expect(warnings.filter((w) => w.includes(`option "${option}" has a bad value`)), option).toHaveLength(1);
    }
    expect(warnings.find((w) => w.includes('"lang"'))).toContain('"<script>"');
    await hoverWord(t.page, 'lets you Proliferate', 'Proliferate');
    await waitForPanel(t.page, 'proliferate');
    expect(await t.page.evaluate(() => document.querySelectorAll('script').length)).toBe(1);
  });
});
