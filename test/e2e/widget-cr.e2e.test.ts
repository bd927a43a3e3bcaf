// The Comprehensive Rules in the widget, in Chromium, on strict-CSP pages (script-src 'self'):
// the script tag's data-cr (the lazy rulings-lens.packs.mjs carries the CR reader, the two CR
// files are fetched against the page) gives Flying its definition in the tooltip, in English and
// Chinese; a damaged CR file is one console line at file:line:col and the widget runs without
// definitions. The CR files are made-up rules written by the test (cr-text-fixtures.ts), served
// from a temporary folder: no CR text is committed. Nothing but the test server is contacted.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../scripts/serve-demo.ts';
import { crText, tinyCr } from '../../rulings-data/cr/cr-text-fixtures.ts';
import { FIXTURES, foreignRequests, HOST_TAG, hoverWord, launchChromium, openPage, STRICT_CSP, waitForPanel, widgetReady, type Tracked } from './widget-helpers.ts';

// Another effective date than the CR the widget data may have been built with (20260417).
const DOC = { ...tinyCr(), version: '20990101', effectiveDate: '2099-01-01' };
const FLIER_EN = 'A flier can be blocked only by fliers and reachers.';
const FLIER_ZH = '飞行者只能被飞行者与延势者阻挡。';
const DAMAGED = crText(DOC, 'en').replace('702.9b ', '702.9bb ');
const DAMAGED_LINE = DAMAGED.slice(0, DAMAGED.indexOf('702.9bb ')).split('\n').length;

let browser: Browser;
let server: DemoServer;
let crDir: string;
const opened: Tracked[] = [];

beforeAll(async () => {
  crDir = mkdtempSync(join(tmpdir(), 'rulings-lens-widget-cr-'));
  writeFileSync(join(crDir, 'MagicCompRules 20260417.txt'), crText(DOC, 'en'));
  writeFileSync(join(crDir, 'cr-zh.txt'), crText(DOC, 'zh'));
  writeFileSync(join(crDir, 'damaged.txt'), DAMAGED);
  [browser, server] = await Promise.all([
    launchChromium(),
    startDemoServer({
      port: 0,
      mounts: { '/fixtures/': FIXTURES, '/cr/': crDir },
      headers: (path) => (/^\/fixtures\/csp[^/]*\.html$/.test(path) ? { 'content-security-policy': STRICT_CSP } : undefined),
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(crDir, { recursive: true, force: true });
});
afterEach(async () => {
  for (const t of opened.splice(0)) {
    expect(foreignRequests(t, server)).toEqual([]);
    expect(t.pageErrors).toEqual([]);
    expect(await t.page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    await t.context.close();
  }
});

async function open(path: string): Promise<Tracked> {
  const t = await openPage(browser, `${server.url}/${path}`);
  opened.push(t);
  return t;
}

/** The open tooltip's definition text ('' when it shows none). */
const definitionText = (t: Tracked) =>
  t.page.evaluate((tag) => document.querySelector(tag)?.shadowRoot?.querySelector('[data-part="panel"] [data-part="definition"]')?.textContent ?? '', HOST_TAG);

/** Hovers Flying (again, from outside) until `ok` holds for its definition: the CR is read after
 *  the widget mounts, so the first tooltips may come before it. */
async function hoverFlying(t: Tracked, ok: (definition: string) => boolean): Promise<string> {
  const end = Date.now() + 20_000;
  for (;;) {
    await t.page.mouse.move(995, 695);
    await hoverWord(t.page, 'has Flying', 'Flying');
    await waitForPanel(t.page, 'flying');
    const text = await definitionText(t);
    if (ok(text) || Date.now() > end) return text;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const crWarnings = (console: string[]) => console.filter((m) => m.startsWith('warning: rulings-lens:')).map((m) => m.slice('warning: '.length));

describe('the Comprehensive Rules in the widget (Chromium)', () => {
  it('data-cr: the packs module reads the English + Chinese pair; hovering Flying shows its made-up definition in both languages', async () => {
    const t = await open('fixtures/csp-cr.html');
    await widgetReady(t.page);
    const text = await hoverFlying(t, (d) => d.includes(FLIER_EN));
    expect(text).toContain(FLIER_EN);
    expect(text).toContain(FLIER_ZH);
    expect(crWarnings(t.console)).toEqual([]);
    expect(t.requests.filter((u) => u.endsWith('/widget/rulings-lens.packs.mjs'))).toHaveLength(1);
    expect(t.requests).toEqual(expect.arrayContaining([`${server.url}/cr/MagicCompRules%2020260417.txt`, `${server.url}/cr/cr-zh.txt`]));
  });

  it('a damaged CR file: one console line at file:line:col, and no made-up definition', async () => {
    const t = await open('fixtures/csp-cr-damaged.html');
    await widgetReady(t.page);
    for (let i = 0; i < 100 && crWarnings(t.console).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(crWarnings(t.console)).toEqual([expect.stringMatching(new RegExp(`^rulings-lens: cr: damaged\\.txt:${DAMAGED_LINE}:1: .*702\\.9bb.*\\(Comprehensive Rules not loaded\\)$`))]);
    expect(await hoverFlying(t, () => true)).not.toContain(FLIER_EN);
  });
});
