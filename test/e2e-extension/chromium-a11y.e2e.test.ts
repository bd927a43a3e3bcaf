// The extension's tooltip for a screen reader, read from Chromium's accessibility tree: the
// content script uses the widget's tooltip UI, so the dialog, its heading's name and the polite
// live region's opening words must be there too (the widget's own test:
// test/e2e/widget-a11y.e2e.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { readTree } from '../e2e/ax-tree.ts';
import { hover, openMarked } from './chromium-helpers.ts';
import { useChromiumExtSession } from './chromium-session.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

const session = useChromiumExtSession();

/** "rule" in the tooltip's UI language (the browser's). */
const RULE_WORD: Record<string, string> = { en: 'rule', 'zh-Hans': '规则', 'zh-Hant': '規則' };

describe('screen readers (extension, Chromium accessibility tree)', () => {
  it('names the dialog and its heading and announces the opening through the polite live region', async () => {
    const { ext, server, bundle } = session();
    const page = await openMarked(ext, `${server.url}/mtg.html`);
    const cdp = await ext.context.newCDPSession(page);
    await cdp.send('Accessibility.enable');
    await hover(page, 'kw-en', 'proliferate');
    await page.waitForFunction(() => (document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector('[data-part="live"]')?.textContent ?? '') !== '');
    const shown = await page.evaluate(() => {
      const panel = document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector<HTMLElement>('[data-part="panel"]')!;
      const first = panel.querySelector('[data-part="ruling"]')!;
      return { uiLang: panel.lang, label: panel.getAttribute('aria-label'), first: [...first.querySelectorAll('.ruling-text')].map((p) => p.textContent!.trim()) };
    });
    const k = bundle.keywords.find((x) => x.id === 'proliferate')!;
    const heading = `${k.en[0]}, ${k.zhHans[0]}, ${RULE_WORD[shown.uiLang]} ${k.rule}`;
    const tree = await readTree(cdp);
    expect(tree.dialogs).toEqual([shown.label]);
    expect(shown.label).toMatch(new RegExp(`${k.en[0]}|${k.zhHans[0]}`));
    expect(tree.headings).toContain(heading);
    expect(shown.first.length).toBeGreaterThan(0);
    expect(tree.live).toEqual([`polite: ${[`${heading}.`, ...shown.first].join(' ')}`]);
    await page.close();
  });
});
