// The tooltip in real Chromium on the demo pages: hover, Esc, click-to-pin with focus handling,
// keyboard use of explicit terms, touch, dark mode, and the README screenshots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  builtBundle,
  hoverWord,
  luminance,
  useChromiumSession,
  panelState,
  panelStyle,
  SCREENSHOTS,
  waitForPanel,
  waitForPanelClosed,
  widgetReady,
  wordCentre,
  type Tracked,
} from './widget-helpers.ts';

const session = useChromiumSession();
const bundle = builtBundle();
/** The first ruling the tooltip lists: the best ranked of those about the keyword. */
const topRuling = (id: string) => bundle.keywords.find((k) => k.id === id)!.rulings.find((l) => l.primary)!.rulingId;

async function open(path: string, options?: BrowserContextOptions): Promise<Page> {
  const t = await session.open(path, options);
  await widgetReady(t.page);
  return t.page;
}

/** The element that has focus, looking into our shadow root: 'panel', a part name, or a tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector('rulings-lens-ui');
    const inner = host?.shadowRoot?.activeElement as HTMLElement | null | undefined;
    if (inner) return `ui:${inner.dataset.part ?? inner.dataset.lang ?? inner.tagName.toLowerCase()}`;
    const a = document.activeElement;
    return a ? `page:${a.tagName.toLowerCase()}${a.getAttribute('term') ? `[${a.getAttribute('term')}]` : ''}` : 'none';
  });

// The demo bundle carries Comprehensive Rules paragraphs when this machine has the CR pack;
// their text must never be committed (not even as pixels), and a release build has none: the
// screenshots and the no-CR checks re-mount the widget with the same data minus those.
async function remountWithoutDefinitions(page: Page, lang: 'zh' | 'en' | 'both'): Promise<void> {
  await page.evaluate(async (lang) => {
    const api = window.RulingsLens!;
    const data = api.handle!.options.data!;
    api.handle!.destroy();
    const keywords = data.bundle.keywords.map(({ definitions: _omit, fullRule: _whole, ...k }) => k);
    api.handle = api.mount({ data: { ...data, bundle: { ...data.bundle, keywords } }, root: '#post', lang, rememberLang: false, delay: 0 });
    await api.handle.whenScanned();
  }, lang);
}

describe('hover', () => {
  it('opens the keyword under the pointer with its top-ranked ruling first; Esc closes it', async () => {
    const page = await open('article-en.html');
    await hoverWord(page, 'To proliferate', 'proliferate');
    const panel = await waitForPanel(page, 'proliferate', false);
    expect(panel.keywordEn).toBe('Proliferate');
    expect(panel.keywordZh).toBe('增殖');
    expect(panel.rulingIds[0]).toBe(topRuling('proliferate'));
    expect(panel.rulingIds.length).toBeGreaterThan(0);
    // Below the word, inside the viewport.
    const word = await wordCentre(page, 'To proliferate', 'proliferate');
    expect(panel.rect.y).toBeGreaterThan(word.y);
    expect(panel.rect.x + panel.rect.width).toBeLessThanOrEqual(1000);

    await page.keyboard.press('Escape');
    await waitForPanelClosed(page);
  });

  it('follows the pointer to another keyword, in Chinese too', async () => {
    const page = await open('article-zh.html');
    const cases = [
      ['增殖时，选择', '增殖', 'proliferate'],
      ['跃离的永久物视同不存在', '跃离', 'phasing'],
      ['瘋魔讓你', '瘋魔', 'madness'], // Traditional Chinese
    ] as const;
    for (const [context, word, id] of cases) {
      await hoverWord(page, context, word);
      expect((await waitForPanel(page, id)).rulingIds[0]).toBe(topRuling(id));
      // Park the pointer in the margin (the open panel may cover the next word): it closes.
      await page.mouse.move(990, 5);
      await waitForPanelClosed(page);
    }
  });

  it('a panel above the word stays hung from it when its content changes size (language switch)', async () => {
    // The word near the bottom of a tall viewport (tall enough that the panel is not capped): the
    // panel does not fit below, so it flips above, hanging 6 px over the word. Switching to
    // English only shrinks it: the panel's ResizeObserver must re-place it (bottom edge back on
    // the word), not leave it floating.
    const page = await open('article-en.html', { viewport: { width: 1000, height: 1400 } });
    await wordCentre(page, 'with ward {2}', 'ward');
    await page.evaluate(() => scrollBy(0, -600));
    const word = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
        const at = n.data.indexOf('with ward {2}');
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(n, at + 'with '.length);
        range.setEnd(n, at + 'with ward'.length);
        const r = range.getClientRects()[0];
        return { x: r.left + r.width / 2, y: r.top + r.height / 2, top: r.top };
      }
      throw new Error('word not found');
    });
    expect(word.y).toBeGreaterThan(1000); // near the bottom of the 1400 px viewport
    await page.mouse.click(word.x, word.y);
    const before = await waitForPanel(page, 'ward', true);
    expect(before.rect.y + before.rect.height).toBeCloseTo(word.top - 6, 0);

    await page.evaluate((tag) => document.querySelector(tag)!.shadowRoot!.querySelector<HTMLElement>('[data-lang="en"]')!.click(), 'rulings-lens-ui');
    await page.waitForFunction(
      ({ tag, height }) => {
        const panel = document.querySelector(tag)?.shadowRoot?.querySelector<HTMLElement>('[data-part="panel"]');
        return !!panel && panel.getBoundingClientRect().height < height - 10;
      },
      { tag: 'rulings-lens-ui', height: before.rect.height },
    );
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const after = (await panelState(page))!;
    expect(after.rect.height).toBeLessThan(before.rect.height);
    expect(after.rect.y + after.rect.height).toBeCloseTo(word.top - 6, 0);
  });
});

describe('a keyword with no rulings of its own', () => {
  it('shows its summary, then the rulings that mention it collapsed under a toggle (Ward)', async () => {
    const page = await open('article-en.html');
    // Without CR text, as a release build: the summary is what the tooltip says the keyword is.
    await remountWithoutDefinitions(page, 'en');
    const ward = bundle.keywords.find((k) => k.id === 'ward')!;
    expect(ward.rulings.filter((l) => l.primary)).toEqual([]);
    const { x, y } = await wordCentre(page, 'with ward {2}', 'ward');
    await page.mouse.click(x, y);
    const panel = await waitForPanel(page, 'ward', true);
    expect(panel.rulingIds).toEqual([]);
    const read = () =>
      page.evaluate((tag) => {
        const root = document.querySelector(tag)!.shadowRoot!;
        const part = (name: string) => root.querySelector<HTMLElement>(`[data-part="${name}"]`);
        const toggle = part('mentioned-toggle');
        const list = toggle ? root.getElementById(toggle.getAttribute('aria-controls')!) : null;
        return {
          summary: part('summary')?.innerText ?? null,
          noRulings: part('no-rulings')?.textContent ?? null,
          toggle: toggle?.textContent ?? null,
          expanded: toggle?.getAttribute('aria-expanded') ?? null,
          listShown: !!list && list.getBoundingClientRect().height > 0,
          rulings: [...root.querySelectorAll<HTMLElement>('[data-part="ruling"]')].map((li) => li.dataset.rulingId),
        };
      }, 'rulings-lens-ui');
    const before = await read();
    expect(before.summary).toContain(ward.summary!.en);
    expect(before.noRulings).toBe('No rulings about this keyword yet.');
    expect(before.toggle).toMatch(/^▸Mentioned in .+ rulings \(1\)$/);
    expect(before).toMatchObject({ expanded: 'false', listShown: false, rulings: [] });

    // Keyboard: the toggle is in the pinned tooltip's Tab cycle, and Enter opens the group.
    for (let i = 0; i < 10 && (await focused(page)) !== 'ui:mentioned-toggle'; i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('ui:mentioned-toggle');
    await page.keyboard.press('Enter');
    await page.waitForFunction((tag) => document.querySelector(tag)!.shadowRoot!.querySelector('[data-part="mentioned-toggle"]')!.getAttribute('aria-expanded') === 'true', 'rulings-lens-ui');
    const after = await read();
    expect(after.listShown).toBe(true);
    expect(after.rulings).toEqual(ward.rulings.map((l) => l.rulingId));
  });
});

describe('warm-up', () => {
  it('prepares the first tooltip at idle once words are marked: the host is there before any hover, empty, closed and 0 × 0', async () => {
    const page = await open('article-en.html');
    // No pointer anywhere near the page: only the idle warm-up can create the host.
    await page.waitForFunction(() => document.querySelector('rulings-lens-ui') !== null, undefined, { timeout: 8000 });
    const state = await page.evaluate(() => {
      const host = document.querySelector('rulings-lens-ui')!;
      const root = host.shadowRoot!.querySelector<HTMLElement>('[data-part="root"]')!;
      const r = host.getBoundingClientRect();
      return { children: root.childElementCount, visibility: root.style.visibility, width: r.width, height: r.height };
    });
    expect(state).toEqual({ children: 0, visibility: '', width: 0, height: 0 });
    await hoverWord(page, 'To proliferate', 'proliferate');
    expect((await waitForPanel(page, 'proliferate', false)).keywordEn).toBe('Proliferate');
  });
});

describe('click and keyboard', () => {
  it('click pins: focus moves into a labelled dialog, Tab cycles inside it, Esc closes', async () => {
    const page = await open('article-en.html');
    const { x, y } = await wordCentre(page, 'A phased-out permanent', 'phased-out');
    await page.mouse.click(x, y);
    const panel = await waitForPanel(page, 'phasing', true);
    expect(panel.role).toBe('dialog');
    // Labels follow the browser's locale (en-US here), not the display language ("both"); with
    // both languages shown, the name is in the labels' language.
    expect(panel.label).toBe(`Rulings for ${panel.keywordEn}`);
    expect(panel.focusInside).toBe(true);

    // Tab visits each control once and comes back round, never leaving the tooltip.
    const seen: string[] = [];
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      seen.push(await focused(page));
    }
    expect(seen.every((f) => f.startsWith('ui:'))).toBe(true);
    const cycle = seen.indexOf(seen[0], 1);
    expect(cycle).toBeGreaterThan(1); // close, 中文, English, both, a copy button per ruling (+ "N more")
    expect(seen.slice(cycle, cycle + 2)).toEqual(seen.slice(0, 2));
    expect(seen).toContain('ui:close');

    // A pinned tooltip ignores hover elsewhere.
    await hoverWord(page, 'Convoke lets your creatures', 'Convoke');
    expect((await panelState(page))?.keyword).toBe('phasing');

    await page.keyboard.press('Escape');
    await waitForPanelClosed(page);
    expect(await focused(page)).toBe('page:body');
  });

  it('explicit <rulings-term>: Tab focuses it, Enter pins, Esc returns focus to it', async () => {
    const page = await open('embeds.html');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // Tab from the top until the explicit term has focus (after the nav links and the frame).
    for (let i = 0; i < 12 && (await focused(page)) !== 'page:rulings-term[proliferate]'; i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('page:rulings-term[proliferate]');
    await waitForPanel(page, 'proliferate', false); // focus alone previews it
    await page.keyboard.press('Enter');
    const pinned = await waitForPanel(page, 'proliferate', true);
    expect(pinned.focusInside).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^ui:/);
    await page.keyboard.press('Escape');
    await waitForPanelClosed(page);
    expect(await focused(page)).toBe('page:rulings-term[proliferate]');
  });
});

describe('touch, theme', () => {
  it('a tap previews the tooltip on a touch device', async () => {
    const page = await open('article-en.html', { hasTouch: true, isMobile: true, viewport: { width: 390, height: 700 } });
    const { x, y } = await wordCentre(page, 'Convoke lets your creatures', 'Convoke');
    await page.touchscreen.tap(x, y);
    const panel = await waitForPanel(page, 'convoke');
    expect(panel.rulingIds[0]).toBe(topRuling('convoke'));
    expect(panel.rect.x).toBeGreaterThanOrEqual(0);
    expect(panel.rect.x + panel.rect.width).toBeLessThanOrEqual(390);
  });

  it('follows prefers-color-scheme: a dark panel in a dark context, a light one otherwise', async () => {
    const backgrounds: Record<string, number> = {};
    for (const colorScheme of ['dark', 'light'] as const) {
      const page = await open('article-en.html', { colorScheme });
      await hoverWord(page, 'Convoke lets your creatures', 'Convoke');
      await waitForPanel(page, 'convoke');
      const style = await panelStyle(page);
      backgrounds[colorScheme] = luminance(style.backgroundColor);
    }
    expect(backgrounds.dark).toBeLessThan(0.1);
    expect(backgrounds.light).toBeGreaterThan(0.8);
  });
});

describe('screenshots for the README', () => {
  const shots = [
    { file: 'tooltip-light-zh.png', path: 'article-zh.html', colorScheme: 'light', lang: 'zh', context: '增殖时，选择', word: '增殖', keyword: 'proliferate' },
    { file: 'tooltip-dark-en.png', path: 'article-en.html', colorScheme: 'dark', lang: 'en', context: 'Madness ', word: 'Madness', keyword: 'madness' },
    { file: 'tooltip-light-both.png', path: 'article-en.html', colorScheme: 'light', lang: 'both', context: 'A card with disguise', word: 'disguise', keyword: 'disguise' },
  ] as const;

  for (const shot of shots) {
    it(`saves docs/screenshots/${shot.file}`, async () => {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const page = await open(shot.path, { colorScheme: shot.colorScheme, deviceScaleFactor: 1 });
      await remountWithoutDefinitions(page, shot.lang);
      await hoverWord(page, shot.context, shot.word);
      const panel = await waitForPanel(page, shot.keyword);
      expect(panel.lang).toBe(shot.lang);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(SCREENSHOTS, shot.file) });
    });
  }
});
