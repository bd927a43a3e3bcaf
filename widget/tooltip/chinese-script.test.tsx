// @vitest-environment happy-dom
// Traditional characters in the tooltip: when (the reader's choice, a Traditional-tagged element,
// a word matched in Traditional) and what (names, rulings, summaries, definitions, converted;
// the header's Chinese name as matched), while the labels follow the UI language alone.
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchInfo, TooltipData, TooltipUi, TooltipUiOptions } from '../contracts.ts';
import { anchorLang, loadConverter, scriptFor } from './chinese-script.ts';
import { createTooltipUi } from './create-tooltip-ui.tsx';
import { anchorAt, proliferate } from './test-fixtures.ts';

let ui: TooltipUi | null = null;
afterEach(() => {
  ui?.destroy();
  ui = null;
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
});

function disguise(): TooltipData {
  const d = proliferate();
  d.keyword = { ...d.keyword, id: 'disguise', rule: '702.168', en: 'Disguise', zhHans: '伪装', zhHant: '偽裝', definitions: undefined, summary: { en: 'Cast it face down.', zh: '将它面朝下施放。' } };
  d.rulings = [{ id: 'r-1', date: '2024-02-02', source: 'official', en: 'A disguised permanent…', zh: '当伪装的永久物正面朝上时，它便成为具有原本特征的永久物。' }];
  return d;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function open(options: Partial<TooltipUiOptions>, info: MatchInfo, anchor = anchorAt(), data = disguise()) {
  ui = createTooltipUi({ theme: 'auto', lang: 'zh', uiLang: 'en', ...options });
  ui.show(data, anchor, info);
  await loadConverter(); // the tooltip's own import() of it, the first time, resolved by now
  await flush();
  const root = ui.host.shadowRoot!;
  const q = (part: string) => root.querySelector<HTMLElement>(`[data-part="${part}"]`)!;
  return { q, root };
}

/** A Range over `text` inside an element with lang=`lang`, as the engine anchors a match. */
function rangeIn(lang: string, text: string): Range {
  const p = document.createElement('p');
  p.setAttribute('lang', lang);
  p.textContent = `上文 ${text} 下文`;
  document.body.append(p);
  const r = document.createRange();
  r.setStart(p.firstChild!, 3);
  r.setEnd(p.firstChild!, 3 + text.length);
  Object.assign(r, { getBoundingClientRect: () => new DOMRect(100, 100, 40, 18) });
  return r;
}

describe('scriptFor', () => {
  const k = disguise().keyword;
  const info = (text: string): MatchInfo => ({ text, confidence: 'high' });
  it('follows the reader\'s choice first', () => {
    expect(scriptFor('traditional', 'zh-CN', info('伪装'), k)).toBe('zh-Hant');
    expect(scriptFor('simplified', 'zh-TW', info('偽裝'), k)).toBe('zh-Hans');
  });
  it('on auto, follows a Traditional tag, then the matched word', () => {
    expect(['zh-TW', 'zh-HK', 'zh-Hant', 'zh-MO', 'zh-hant-tw'].map((l) => scriptFor('auto', l, info('Disguise'), k))).toEqual(Array(5).fill('zh-Hant'));
    expect(scriptFor('auto', 'zh-CN', info('伪装'), k)).toBe('zh-Hans');
    expect(scriptFor('auto', 'en', info('Disguise'), k)).toBe('zh-Hans');
    expect(scriptFor('auto', '', info('偽裝'), k)).toBe('zh-Hant'); // the table's own Traditional name
    expect(scriptFor('auto', '', info('偽装'), k)).toBe('maybe'); // only the converter can tell
  });
  it('reads the language of the element a Range starts in, else the document\'s', () => {
    expect(anchorLang(rangeIn('zh-TW', '偽裝'), document)).toBe('zh-TW');
    document.documentElement.setAttribute('lang', 'zh-HK');
    expect(anchorLang(anchorAt(), document)).toBe('zh-HK');
  });
});

describe('the tooltip in Traditional', () => {
  it('converts names, rulings and the summary when the reader chose Traditional, and tags them zh-Hant', async () => {
    const { q, root } = await open({ chineseScript: 'traditional', lang: 'both' }, { text: 'Disguise', confidence: 'high' });
    expect(q('keyword-zh').textContent).toBe('偽裝');
    expect(q('keyword-zh').getAttribute('lang')).toBe('zh-Hant');
    const ruling = q('ruling').querySelector('p[lang="zh-Hant"]')!;
    expect(ruling.textContent).toBe('當偽裝的永久物正面朝上時，它便成為具有原本特徵的永久物。');
    expect(q('ruling').querySelector('p[lang="en"]')!.textContent).toBe('A disguised permanent…');
    expect(q('summary').querySelector('p[lang="zh-Hant"]')!.textContent).toBe('將它面朝下施放。');
    expect(root.querySelector('[lang="zh-Hans"]:not(button)')).toBeNull();
    // The labels stay in the UI language.
    expect(q('stamp').textContent).toBe('Rulings as of 2024-07-05');
  });

  it('is Traditional on an element tagged zh-TW, and Simplified on one tagged zh-CN (auto)', async () => {
    const tw = await open({}, { text: '伪装', confidence: 'high' }, rangeIn('zh-TW', '伪装'));
    expect(tw.q('ruling').textContent).toContain('當偽裝的永久物');
    ui!.destroy();
    const cn = await open({}, { text: '伪装', confidence: 'high' }, rangeIn('zh-CN', '伪装'));
    expect(cn.q('ruling').textContent).toContain('当伪装的永久物');
    expect(cn.q('keyword-zh').getAttribute('lang')).toBe('zh-Hans');
  });

  it('shows the word as matched in the header: hovering 偽裝 shows 偽裝 (and Traditional rulings) on an untagged page', async () => {
    const { q } = await open({}, { text: '偽裝', confidence: 'high' });
    expect(q('keyword-zh').textContent).toBe('偽裝');
    expect(q('ruling').textContent).toContain('當偽裝的永久物');
    // A variant form the table does not list as the name is still recognised by the converter.
    ui!.destroy();
    const data = disguise();
    data.keyword.zhHant = '伪装'; // no Traditional name in the data
    const variant = await open({}, { text: '偽裝', confidence: 'high' }, anchorAt(), data);
    expect(variant.q('keyword-zh').textContent).toBe('偽裝');
    expect(variant.q('ruling').textContent).toContain('當偽裝');
  });

  it('stays Simplified when the reader chose Simplified, even on a Traditional page', async () => {
    const { q } = await open({ chineseScript: 'simplified' }, { text: '偽裝', confidence: 'high' }, rangeIn('zh-TW', '偽裝'));
    expect(q('keyword-zh').textContent).toBe('伪装');
    expect(q('ruling').textContent).toContain('当伪装');
  });

  it('labels in Traditional for a zh-TW UI, whatever the display language', async () => {
    const { q } = await open({ uiLang: 'zh-Hant', lang: 'en' }, { text: 'Disguise', confidence: 'high' });
    expect(q('stamp').textContent).toBe('裁定日期截至 2024-07-05');
    expect(q('close').getAttribute('aria-label')).toBe('關閉');
    expect(q('panel').getAttribute('lang')).toBe('zh-Hant');
    expect(q('ruling').querySelector('p')!.getAttribute('lang')).toBe('en');
  });

  it('refuses an unknown uiLang or chineseScript with a clear error', () => {
    expect(() => createTooltipUi({ theme: 'auto', lang: 'zh', uiLang: 'fr' as never })).toThrow(/options\.uiLang must be one of en \| zh-Hans \| zh-Hant, got "fr"/);
    expect(() => createTooltipUi({ theme: 'auto', lang: 'zh', chineseScript: 'hant' as never })).toThrow(/options\.chineseScript/);
  });
});
