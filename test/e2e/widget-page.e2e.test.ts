// What the widget does to (and sees of) the page, in real Chromium: marks through CSS highlights
// and nothing else in the DOM, content added later, open shadow roots, destroy() restoring the
// page exactly, ordinary prose left alone, and no request beyond the page's own server.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PAGES } from '../../scripts/serve-demo.ts';
import {
  hoverWord,
  useChromiumSession,
  waitForMarks,
  waitForPanel,
  widgetReady,
  wordCentre,
  type Tracked,
} from './widget-helpers.ts';

const session = useChromiumSession();
const open = (path: string): Promise<Tracked> => session.open(path);

/** The marked words (rulings-lens highlights) inside the element `selector`, or inside its
 *  open shadow root when `shadow` is set. */
function highlighted(page: Page, selector: string, shadow = false): Promise<string[]> {
  return page.evaluate(
    ({ selector, shadow }) => {
      const el = document.querySelector(selector);
      const target: Node | null | undefined = shadow ? el?.shadowRoot : el;
      const words: string[] = [];
      CSS.highlights.forEach((hl, name) => {
        if (!name.startsWith('rulings-lens-') || name.endsWith('-active')) return;
        hl.forEach((r) => {
          const range = r as AbstractRange;
          if (target?.contains(range.startContainer)) words.push((range.startContainer as Text).data.slice(range.startOffset, range.endOffset));
        });
      });
      return words.sort();
    },
    { selector, shadow },
  );
}

describe('marks are highlights, the page DOM stays as written', () => {
  for (const path of ['article-en.html', 'article-zh.html']) {
    it(`${path}: highlights registered, one host element and nothing else added`, async () => {
      const { page } = await open(path);
      await widgetReady(page);
      // Marks are drawn for what is near the viewport: a screen's worth of this article has
      // several (its mechanics, each tinted once per paragraph at the default level).
      expect(await waitForMarks(page, 6)).toBeGreaterThanOrEqual(6);
      // Open a tooltip so the UI host exists too.
      await hoverWord(page, path === 'article-en.html' ? 'To proliferate' : '增殖时', path === 'article-en.html' ? 'proliferate' : '增殖');
      await waitForPanel(page, 'proliferate');

      const diff = await page.evaluate(async () => {
        const hosts = document.querySelectorAll('rulings-lens-ui');
        // The page as the server sent it, parsed by the same HTML parser, vs the live page
        // without our host and the <html> ownership attribute.
        const source = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
        const live = document.documentElement.cloneNode(true) as HTMLElement;
        live.querySelectorAll('rulings-lens-ui').forEach((h) => h.remove());
        const ownerAttr = live.getAttribute('data-rulings-lens');
        live.removeAttribute('data-rulings-lens');
        return {
          hosts: hosts.length,
          hostParent: hosts[0]?.parentNode === document.documentElement,
          ownerAttr,
          same: live.outerHTML === source.documentElement.outerHTML,
          adopted: document.adoptedStyleSheets.length,
        };
      });
      expect(diff).toEqual({ hosts: 1, hostParent: true, ownerAttr: 'widget', same: true, adopted: 1 });
    });
  }

  it('an ordinary article gets no marks at default settings', async () => {
    // A viewport taller than the article, so every paragraph is "near" and would be drawn.
    const t = await session.open('plain-article.html', { viewport: { width: 1000, height: 3000 } });
    const { page } = t;
    await widgetReady(page);
    // The everyday words are there (so the test means something), and hovering them shows nothing.
    for (const [context, word] of [['a little madness', 'madness'], ['the adventure of a lifetime', 'adventure'], ['我们的召集人', '召集']]) {
      await hoverWord(page, context, word);
    }
    // Control: the same widget, on the same page, does mark an MTG sentence added to it, and
    // still nothing else. (Also what makes the zero below more than "not drawn yet".)
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.id = 'control';
      p.textContent = 'Madness {1}{R}';
      document.getElementById('post')!.appendChild(p);
    });
    await waitForMarks(page, 1);
    const marked = await page.evaluate(() => {
      const out: string[] = [];
      CSS.highlights.forEach((hl, name) => {
        if (name.startsWith('rulings-lens-') && !name.endsWith('-active')) hl.forEach((r) => void out.push(((r as AbstractRange).startContainer.parentNode as Element).id || 'article'));
      });
      return out;
    });
    expect(marked).toEqual(['control']);
    expect(await page.evaluate(() => document.querySelector('rulings-lens-ui'))).toBeNull();
  });
});

describe('content that arrives or hides', () => {
  it('marks a paragraph added after load and text inside an open shadow root, and hovers both', async () => {
    const { page } = await open('fixtures/dynamic.html');
    await widgetReady(page);
    expect(await highlighted(page, '#component', true)).toEqual(['Convoke']);

    // A paragraph tints each keyword once (widget/scan/first-mentions.ts): the second
    // Proliferate is not tinted, but it opens the tooltip all the same.
    await page.evaluate(() => (window as unknown as { addLater(t: string): void }).addLater('Added later: Proliferate, then deathtouch, then Proliferate again.'));
    await page.waitForFunction(() => {
      let n = 0;
      CSS.highlights.forEach((hl, name) => {
        if (name.startsWith('rulings-lens-')) hl.forEach((r) => void (document.querySelector('p.added')?.contains((r as AbstractRange).startContainer) && n++));
      });
      return n === 2;
    });
    expect(await highlighted(page, 'p.added')).toEqual(['Proliferate', 'deathtouch']);
    await hoverWord(page, 'then Proliferate again', 'Proliferate');
    await waitForPanel(page, 'proliferate');
    await page.mouse.move(5, 690);

    await hoverWord(page, 'Added later: Proliferate', 'Proliferate');
    await waitForPanel(page, 'proliferate');
    await page.mouse.move(5, 690);
    await hoverWord(page, 'Inside the component: Convoke', 'Convoke');
    await waitForPanel(page, 'convoke');
  });

  it('the demo article marks its "Add a paragraph" text and its web component', async () => {
    const { page } = await open('article-en.html');
    await widgetReady(page);
    await page.evaluate(() => document.getElementById('shadow-host')!.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(() => {
      const root = document.getElementById('shadow-host')!.shadowRoot!;
      let found = false;
      CSS.highlights.forEach((hl) => hl.forEach((r) => void (root.contains((r as AbstractRange).startContainer) && (found = true))));
      return found;
    });
    // discard and tap are rules terms: not marked at the default level (mechanics).
    expect(await highlighted(page, '#shadow-host', true)).toEqual(['Convoke', 'Madness']);
    await page.click('button[data-demo-append]');
    await page.waitForFunction(() => {
      let found = false;
      CSS.highlights.forEach((hl) => hl.forEach((r) => void (document.querySelector('p.added')?.contains((r as AbstractRange).startContainer) && (found = true))));
      return found;
    });
  });
});

describe('destroy()', () => {
  it('leaves the document exactly as it was before mount()', async () => {
    const { page } = await open('fixtures/destroy.html');
    // A string, so the test runner's transform does not rewrite the dynamic import.
    await page.evaluate("import('/widget/rulings-lens.mjs').then((m) => { window.widgetModule = m; })");
    const result = await page.evaluate(async () => {
      const before = { html: document.documentElement.outerHTML, body: document.body.innerHTML };
      const { mount } = (window as unknown as { widgetModule: typeof import('../../widget/entries/esm.ts') }).widgetModule;
      delete (window as { widgetModule?: unknown }).widgetModule;
      const data = await (await fetch('/widget/rulings-lens.data.json')).json();
      const handle = mount({ data, root: '#post', delay: 0 });
      await handle.whenScanned();
      (window as unknown as { handle: typeof handle }).handle = handle;
      return { before };
    });
    const marks = await waitForMarks(page, 3);
    const during = await page.evaluate(() => {
      return {
        ownerAttr: document.documentElement.getAttribute('data-rulings-lens'),
        termTabindex: document.querySelector('rulings-term')!.getAttribute('tabindex'),
        adopted: document.adoptedStyleSheets.length,
      };
    });
    expect(marks).toBeGreaterThanOrEqual(3);
    // Two sheets: the mark rules, and the <rulings-term> rule (a sheet of its own, never rewritten).
    expect(during).toEqual({ ownerAttr: 'widget', termTabindex: '0', adopted: 2 });

    // Pin a tooltip (the UI host exists, focus has moved into it), then destroy.
    const { x, y } = await wordCentre(page, 'Proliferate adds', 'Proliferate');
    await page.mouse.click(x, y);
    expect((await waitForPanel(page, 'proliferate', true)).focusInside).toBe(true);
    const after = await page.evaluate(() => {
      (window as unknown as { handle: { destroy(): void } }).handle.destroy();
      const names: string[] = [];
      CSS.highlights.forEach((_hl, name) => names.push(name));
      return {
        html: document.documentElement.outerHTML,
        body: document.body.innerHTML,
        highlightNames: names.filter((n) => n.startsWith('rulings-lens-')),
        adopted: document.adoptedStyleSheets.length,
      };
    });
    expect(after.body).toBe(result.before.body);
    expect(after.html).toBe(result.before.html);
    expect(after.highlightNames).toEqual([]);
    expect(after.adopted).toBe(0);
  });
});

describe('network', () => {
  it('every demo page loads only from its own server (the light build fetches its data once, its tooltip UI once: at idle after the first marks, or on the first tooltip)', async () => {
    // One page visiting them all (a context per page would only add browser start-up time).
    const t = await open('index.html');
    // extension-demo.html embeds no widget on purpose (the extension marks it), so it never mounts.
    for (const { path } of DEMO_PAGES.filter((p) => p.path !== 'index.html' && p.path !== 'extension-demo.html')) {
      await t.page.goto(`${session.server.url}/${path}`);
      await t.page.waitForFunction(() => document.documentElement.hasAttribute('data-rulings-lens'));
    }
    const all = [...t.requests];
    const csp = await open('fixtures/csp.html');
    await widgetReady(csp.page);
    expect(csp.requests.filter((u) => u.endsWith('/widget/rulings-lens.data.json'))).toHaveLength(1);
    // The light build's tooltip UI module: not at mount (the idle warm-up asks for it ~1.5 s after
    // the first marks, or the first tooltip does, whichever comes first), once in all (a second
    // tooltip reuses it), under the strict CSP (script-src 'self').
    const uiRequests = () => csp.requests.filter((u) => u.endsWith('/widget/rulings-lens.ui.mjs'));
    expect(uiRequests()).toEqual([]);
    await hoverWord(csp.page, 'Proliferate');
    await waitForPanel(csp.page, 'proliferate');
    await hoverWord(csp.page, 'Madness');
    await waitForPanel(csp.page, 'madness');
    expect(uiRequests()).toEqual([`${session.server.url}/widget/rulings-lens.ui.mjs`]);
    all.push(...csp.requests);
    expect(all.filter((u) => !u.startsWith(`${session.server.url}/`))).toEqual([]);
    expect(all.some((u) => u.endsWith('/widget/rulings-lens.full.js'))).toBe(true);
    expect(all.some((u) => u.endsWith('/widget/rulings-lens.mjs'))).toBe(true);
  });
});
