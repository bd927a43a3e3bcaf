// The widget's UI language and Traditional characters in real Chromium: labels follow the
// browser's language (uiLang 'auto'), the rulings the display language; on an untagged page of
// Traditional text, hovering 偽裝 shows 偽裝 and the rulings in Traditional, converted on the fly.
import { describe, expect, it } from 'vitest';
import { toTraditional } from '../../rulings-data/zh/zh-traditional.ts';
import { builtBundle, hoverWord, useChromiumSession, waitForPanel, widgetReady } from './widget-helpers.ts';

const session = useChromiumSession();
const bundle = builtBundle();
const topRuling = (id: string) => {
  const link = bundle.keywords.find((k) => k.id === id)!.rulings.find((l) => l.primary)!;
  return bundle.rulings.find((r) => r.id === link.rulingId)!;
};

async function tooltipAfterHover(locale: string) {
  const { page } = await session.open('fixtures/zh-hant.html', { locale });
  await widgetReady(page);
  await hoverWord(page, '具有偽裝的牌', '偽裝');
  await waitForPanel(page, 'disguise');
  await page.waitForFunction(() => document.querySelector('rulings-lens-ui')?.shadowRoot?.querySelector('[data-part="keyword-zh"]')?.getAttribute('lang') === 'zh-Hant');
  const t = await page.evaluate(() => {
    const panel = document.querySelector('rulings-lens-ui')!.shadowRoot!.querySelector<HTMLElement>('[data-part="panel"]')!;
    const part = (p: string) => panel.querySelector<HTMLElement>(`[data-part="${p}"]`)!;
    return {
      lang: panel.lang,
      close: part('close').getAttribute('aria-label'),
      both: panel.querySelector('[data-part="lang-switch"] button[data-lang="both"]')!.textContent,
      keywordZh: part('keyword-zh').textContent,
      ruling: [...part('ruling').querySelectorAll('p')].map((p) => [p.lang, p.textContent]),
    };
  });
  await page.close();
  return t;
}

describe('widget UI language and Traditional characters', () => {
  it('on an untagged Traditional page, hovering 偽裝 shows 偽裝 and Traditional rulings; labels in English for an en-US browser', async () => {
    const first = topRuling('disguise');
    const t = await tooltipAfterHover('en-US');
    expect(t.keywordZh).toBe('偽裝');
    expect(t.ruling).toEqual([['zh-Hant', toTraditional(first.zh)], ['en', first.en]]);
    expect(toTraditional(first.zh)).not.toBe(first.zh);
    expect([t.lang, t.close, t.both]).toEqual(['en', 'Close', 'Both']);
  });

  it('labels in Traditional Chinese for a zh-TW browser, the rulings unchanged', async () => {
    const first = topRuling('disguise');
    const t = await tooltipAfterHover('zh-TW');
    expect([t.lang, t.close, t.both]).toEqual(['zh-Hant', '關閉', '雙語']);
    expect(t.ruling).toEqual([['zh-Hant', toTraditional(first.zh)], ['en', first.en]]);
  });
});
