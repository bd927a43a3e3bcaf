// @vitest-environment happy-dom
// What the panel shows: names, rule, definitions, rulings, badges, "N more", the language
// switch, the footer, and that data is always rendered as text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TooltipUi, TooltipUiOptions } from '../contracts.ts';
import { createTooltipUi } from './create-tooltip-ui.tsx';
import { anchorAt, INFO, proliferate, RULINGS } from './test-fixtures.ts';

let ui: TooltipUi | null = null;
afterEach(() => {
  ui?.destroy();
  ui = null;
});

function open(options: Partial<TooltipUiOptions> = {}, data = proliferate()) {
  ui = createTooltipUi({ theme: 'auto', lang: 'both', ...options });
  ui.show(data, anchorAt(), INFO);
  const root = ui.host.shadowRoot!;
  const q = (part: string) => root.querySelector<HTMLElement>(`[data-part="${part}"]`);
  const qa = (part: string) => Array.from(root.querySelectorAll<HTMLElement>(`[data-part="${part}"]`));
  return { ui, root, q, qa };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const texts = (els: Element[]) => els.map((e) => e.textContent);

describe('Tooltip content', () => {
  it('names the keyword in both languages with its rule number and lang attributes', () => {
    const { q } = open();
    expect(q('keyword-en')!.textContent).toBe('Proliferate');
    expect(q('keyword-en')!.getAttribute('lang')).toBe('en');
    expect(q('keyword-zh')!.textContent).toBe('增殖');
    expect(q('keyword-zh')!.getAttribute('lang')).toBe('zh-Hans');
    expect(q('rule')!.textContent).toBe('CR 701.34');
  });

  it('shows rulings in the given order with their dates, badges and both texts (zh first)', () => {
    const { qa } = open();
    const items = qa('ruling');
    expect(items.map((li) => li.getAttribute('data-ruling-id'))).toEqual(RULINGS.slice(0, 3).map((r) => r.id));
    expect(texts(items.map((li) => li.querySelector('time')!))).toEqual(['2023-11-10', '2023-11-09', '2024-07-05']);
    const paragraphs = Array.from(items[1].querySelectorAll('p'));
    expect(paragraphs.map((p) => p.getAttribute('lang'))).toEqual(['zh-Hans', 'en']);
    expect(texts(paragraphs)).toEqual([RULINGS[1].zh, RULINGS[1].en]);
  });

  it('labels each source with a badge whose title explains it, in the UI language', async () => {
    const zh = open();
    zh.q('more')!.click();
    await flush();
    const badges = zh.qa('badge');
    expect(texts(badges)).toEqual(['官方', 'MTGZH', 'GPT', 'judge-blog', '官方']);
    expect(badges.map((b) => b.getAttribute('data-source'))).toEqual(['official', 'mtgzh', 'gpt', 'other', 'official']);
    expect(badges[1].title).toContain('社区翻译');
    expect(badges[2].title).toContain('机器翻译');
    expect(badges[3].title).toBe('来源：judge-blog');
    zh.ui.setLang('en');
    const en = zh.qa('badge');
    expect(texts(en)).toEqual(['Official', 'MTGZH', 'GPT', 'judge-blog', 'Official']);
    expect(en[1].title).toBe('Community translation by MTGZH');
    expect(en[2].title).toBe('Machine translation (GPT)');
    expect(en[3].title).toBe('Source: judge-blog');
  });

  it('shows 3 rulings, then "N more" reveals the rest and moves focus to the first revealed one', async () => {
    const { q, qa, root } = open({ lang: 'en' });
    expect(qa('ruling')).toHaveLength(3);
    const more = q('more')!;
    expect(more.tagName).toBe('BUTTON');
    expect(more.textContent).toBe('2 more');
    more.focus();
    more.click();
    await flush();
    expect(qa('ruling').map((li) => li.getAttribute('data-ruling-id'))).toEqual(RULINGS.map((r) => r.id));
    expect(q('more')).toBeNull();
    expect(root.activeElement?.getAttribute('data-ruling-id')).toBe(RULINGS[3].id);
  });

  it('has no "more" button when there are 3 rulings or fewer, and says so when there are none', () => {
    const three = open({}, proliferate({ rulings: RULINGS.slice(0, 3) }));
    expect(three.q('more')).toBeNull();
    expect(three.qa('ruling')).toHaveLength(3);
    ui!.destroy();
    const none = open({ lang: 'en' }, proliferate({ rulings: [] }));
    expect(none.qa('ruling')).toHaveLength(0);
    expect(none.q('no-rulings')!.textContent).toBe('No rulings for this keyword yet.');
  });

  it('switches language immediately from the segmented control and reports the choice', () => {
    const onLangChange = vi.fn();
    const { q, qa } = open({ onLangChange });
    const switchEl = q('lang-switch')!;
    const button = (lang: string) => switchEl.querySelector<HTMLButtonElement>(`button[data-lang="${lang}"]`)!;
    expect(button('both').getAttribute('aria-pressed')).toBe('true');

    button('en').click();
    expect(onLangChange).toHaveBeenCalledWith('en');
    expect(button('en').getAttribute('aria-pressed')).toBe('true');
    expect(button('both').getAttribute('aria-pressed')).toBe('false');
    expect(texts(Array.from(qa('ruling')[0].querySelectorAll('p')))).toEqual([RULINGS[0].en]);
    expect(q('stamp')!.textContent).toBe('Rulings as of 2024-07-05');
    expect(q('panel')!.getAttribute('aria-label')).toBe('Rulings for Proliferate');

    button('zh').click();
    expect(onLangChange).toHaveBeenLastCalledWith('zh');
    expect(texts(Array.from(qa('ruling')[0].querySelectorAll('p')))).toEqual([RULINGS[0].zh]);
    expect(q('stamp')!.textContent).toBe('裁定日期截至 2024-07-05');
    expect(q('panel')!.getAttribute('lang')).toBe('zh-Hans');

    button('zh').click(); // already selected: not reported again
    expect(onLangChange).toHaveBeenCalledTimes(2);
  });

  it('names imported packs on the freshness line, as text', () => {
    const { q } = open({ lang: 'en' }, { ...proliferate(), dataDate: '2026-03-01', packs: ['my-pack', '<b>x</b>'] });
    expect(q('stamp')!.textContent).toBe('Rulings as of 2026-03-01 · built-in + my-pack, <b>x</b>');
    expect(q('stamp')!.querySelector('b')).toBeNull();
  });

  it('setLang() from outside re-renders without calling onLangChange', () => {
    const onLangChange = vi.fn();
    const { q } = open({ onLangChange });
    ui!.setLang('en');
    expect(q('stamp')!.textContent).toBe('Rulings as of 2024-07-05');
    expect(onLangChange).not.toHaveBeenCalled();
  });

  it('shows the CR definition per display language, and nothing when there is none', () => {
    const { q } = open();
    const def = q('definition')!;
    expect(Array.from(def.querySelectorAll('p')).map((p) => p.getAttribute('lang'))).toEqual(['zh-Hans', 'en']);
    expect(def.textContent).toContain('占位定义（中文）。');
    expect(def.textContent).toContain('701.34a');
    ui!.setLang('en');
    expect(q('definition')!.textContent).not.toContain('占位定义');
    ui!.destroy();
    const bare = proliferate();
    delete bare.keyword.definitions;
    expect(open({}, bare).q('definition')).toBeNull();
  });

  it('explains why the word was marked, shows the data date, and offers "don\'t mark" only with a handler', () => {
    const onIgnoreKeyword = vi.fn();
    const { q } = open({ lang: 'en', onIgnoreKeyword });
    expect(q('why')!.textContent).toBe('Matched "Proliferate" (high confidence)');
    expect(q('stamp')!.textContent).toBe('Rulings as of 2024-07-05');
    const ignore = q('ignore')!;
    expect(ignore.textContent).toBe("Don't mark this word");
    ignore.click();
    expect(onIgnoreKeyword).toHaveBeenCalledWith('proliferate');
    expect(ui!.isOpen()).toBe(false);
    ui!.destroy();
    const plain = open({ lang: 'zh' });
    expect(plain.q('ignore')).toBeNull();
    expect(plain.q('why')!.textContent).toBe('匹配到“Proliferate”（高置信度）');
  });

  it('renders HTML in the data as text, never as elements', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const data = proliferate({ rulings: [{ ...RULINGS[0], en: evil, zh: evil, source: '<b>x</b>' }] });
    data.keyword.en = '<script>alert(1)</script>';
    const { root, qa, q } = open({}, data);
    expect(root.querySelector('img, script, b')).toBeNull();
    expect(qa('ruling')[0].textContent).toContain(evil);
    expect(q('badge')!.textContent).toBe('<b>x</b>');
    expect(q('keyword-en')!.textContent).toBe('<script>alert(1)</script>');
  });
});
