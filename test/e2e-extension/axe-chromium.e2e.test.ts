// axe-core on the built extension's own pages in Chromium, light and dark: the popup (a search
// with a result expanded), the options page, the rules viewer without and with an imported CR,
// and the welcome page when the build has one. No violation beyond KNOWN_VIOLATIONS (a ratchet:
// a new one fails, and so does a listed one that is gone, so the list only shrinks); every
// "incomplete" result listed below with its reason. axe is injected from node_modules
// (test/e2e/axe.ts): no network.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { covers, formatFindings, injectAxe, runAxe, unexplained, type AllowedIncomplete, type Evaluator } from '../e2e/axe.ts';
import { openChromiumExtSession, searchPopup, type ChromiumExtSession } from './chromium-helpers.ts';
import { RULES_DOC } from './rules-viewer-doc.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

type PageName = 'popup' | 'options' | 'welcome' | 'rules';

/** Reviewed "incomplete" results per page, each with why it is accepted. */
const ALLOWED_INCOMPLETE: Record<PageName, readonly AllowedIncomplete[]> = {
  popup: [
    {
      rule: 'color-contrast',
      target: /^#result-\d+ > /,
      axeReason: /^elmPartiallyObscured$/,
      reason: 'results below the fold are clipped by the scrolling list; the same parts of the result in view pass',
    },
    {
      rule: 'scrollable-region-focusable',
      target: /^main$/,
      reason: 'the result list scrolls with the active option (↑/↓ in the search box, aria-activedescendant, scrollIntoView in Popup.tsx)',
    },
  ],
  options: [],
  welcome: [],
  rules: [
    {
      rule: 'color-contrast',
      axeReason: /^(bgOverlap|elmPartiallyObscuring)$/,
      reason: 'at a deep link the rules above the target lie under the sticky header; the same rule parts in view pass',
    },
    {
      rule: 'link-in-text-block',
      axeReason: /^bgOverlap$/,
      reason: 'the same: a rule-number link under the sticky header; the rule-number links in view pass',
    },
  ],
};

/**
 * Violations found by this test and not fixed yet, per page, with whose area they are in. A
 * ratchet, not an allow-list: each entry must still occur (else the test fails: delete it).
 */
const KNOWN_VIOLATIONS: Record<PageName, ReadonlyArray<{ rule: string; target: RegExp; dark?: true; note: string }>> = {
  popup: [],
  options: [],
  welcome: [],
  rules: [],
};

/** Stores `doc` as the imported CR the way the options page does (the pack store's IndexedDB,
 *  `cr` record `current`) and tells the background; runs in an extension page. */
const STORE_CR = `async (doc) => {
  const db = await new Promise((resolve, reject) => {
    const req = indexedDB.open('rulings-lens-packs');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const tx = db.transaction('cr', 'readwrite');
  tx.objectStore('cr').put({ id: 'current', doc, importedAt: new Date().toISOString() });
  await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
  db.close();
  await chrome.runtime.sendMessage({ type: 'packs-changed' });
}`;

async function axeClean(page: Page, name: PageName, where: string, scheme: 'light' | 'dark'): Promise<void> {
  const frames = page.frames() as unknown as Evaluator[];
  await injectAxe(frames);
  const report = await runAxe(frames[0]);
  expect(report.rulesRun, `${where}: axe ran no rule`).toBeGreaterThan(10);
  const lines = (f: typeof report.violations) => formatFindings(f).split('\n').filter(Boolean);
  console.log(`[axe:extension] ${where}: ${report.violations.length} violations, ${report.incomplete.length} incomplete`);
  const known = KNOWN_VIOLATIONS[name].filter((k) => !k.dark || scheme === 'dark');
  expect(
    {
      violations: lines(report.violations.filter((v) => !known.some((k) => covers(k, v)))),
      unexplainedIncomplete: lines(unexplained(report.incomplete, ALLOWED_INCOMPLETE[name])),
      knownButGone: known.filter((k) => !report.violations.some((v) => covers(k, v))).map((k) => `${k.rule} ${k.target}: ${k.note}`),
    },
    where,
  ).toEqual({ violations: [], unexplainedIncomplete: [], knownButGone: [] });
}

describe('axe-core on the extension pages (Chromium)', () => {
  let session: ChromiumExtSession;
  beforeAll(async () => {
    session = await openChromiumExtSession();
  }, 240_000);
  afterAll(() => session?.close());

  /** Opens an extension page in `scheme` and waits for `ready` (a selector) to be there. */
  const open = async (path: string, scheme: 'light' | 'dark', ready: string, viewport?: { width: number; height: number }) => {
    const page = await session.ext.extensionPage(path, viewport);
    await page.emulateMedia({ colorScheme: scheme });
    await page.locator(ready).first().waitFor();
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(scheme === 'dark');
    return page;
  };

  for (const scheme of ['light', 'dark'] as const) {
    it(`popup with a result expanded, ${scheme}`, async () => {
      const popup = await open('popup.html', scheme, '[data-part="search"]', { width: 400, height: 580 });
      await searchPopup(popup, 'prolif');
      await popup.keyboard.press('Enter');
      await popup.locator('[role="treeitem"][aria-expanded="true"] [data-part="ruling"]').first().waitFor();
      await axeClean(popup, 'popup', `popup.html (${scheme})`, scheme);
      await popup.close();
    });

    it(`options page, ${scheme}`, async () => {
      const options = await open('options.html', scheme, '[data-part="open-rules-viewer"]');
      await axeClean(options, 'options', `options.html (${scheme})`, scheme);
      await options.close();
    });

    it(`welcome page, ${scheme}`, async ({ skip }) => {
      // The first-run page is new (issue 26.7): checked once the build has it.
      if (!existsSync(join(session.built.chromeExt, 'welcome.html'))) skip();
      const welcome = await open('welcome.html', scheme, 'h1');
      await axeClean(welcome, 'welcome', `welcome.html (${scheme})`, scheme);
      await welcome.close();
    });
  }

  it('rules viewer: empty, then with a CR at a deep link, light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const empty = await open('rules.html', scheme, '[data-part="rules-empty"]');
      await axeClean(empty, 'rules', `rules.html empty (${scheme})`, scheme);
      await empty.close();
    }
    const store = await open('rules.html', 'light', '[data-part="rules-empty"]');
    await store.evaluate(`(${STORE_CR})(${JSON.stringify(RULES_DOC)})`);
    await store.locator('[data-part="rules-viewer"]').waitFor();
    await store.close();
    for (const scheme of ['light', 'dark'] as const) {
      const viewer = await open('rules.html#702.9b', scheme, '[data-part="rules-viewer"]');
      await viewer.waitForFunction(() => document.querySelectorAll('.placeholder').length === 0 && !!document.querySelector('[data-current]'));
      await axeClean(viewer, 'rules', `rules.html#702.9b (${scheme})`, scheme);
      await viewer.close();
    }
    // Extension pages make no request but to the extension itself.
    expect(session.ext.requests.filter((u) => !u.startsWith('chrome-extension://') && !u.startsWith('data:'))).toEqual([]);
  });
});
