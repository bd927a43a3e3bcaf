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
    const zh = open({ uiLang: 'zh-Hans' });
    zh.q('more')!.click();
    await flush();
    const badges = zh.qa('badge');
    expect(texts(badges)).toEqual(['官方', 'MTGZH', 'GPT', 'judge-blog', '官方']);
    expect(badges.map((b) => b.getAttribute('data-source'))).toEqual(['official', 'mtgzh', 'gpt', 'other', 'official']);
    expect(badges[1].title).toContain('社区翻译');
    expect(badges[2].title).toContain('机器翻译');
    expect(badges[3].title).toBe('来源：judge-blog');
    ui!.destroy();
    // Labels follow the UI language, not the display language.
    const english = open({ lang: 'zh', uiLang: 'en' });
    english.q('more')!.click();
    await flush();
    const en = english.qa('badge');
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

  it('switches language immediately from the segmented control and reports the choice; the labels stay in the UI language', () => {
    const onLangChange = vi.fn();
    const { q, qa } = open({ onLangChange, uiLang: 'en' });
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
    expect(q('stamp')!.textContent).toBe('Rulings as of 2024-07-05');
    expect(q('panel')!.getAttribute('lang')).toBe('en');

    button('zh').click(); // already selected: not reported again
    expect(onLangChange).toHaveBeenCalledTimes(2);
  });

  it('names imported packs on the freshness line, as text', () => {
    const { q } = open({ lang: 'en' }, { ...proliferate(), dataDate: '2026-03-01', packs: ['my-pack', '<b>x</b>'] });
    expect(q('stamp')!.textContent).toBe('Rulings as of 2026-03-01 · built-in + my-pack, <b>x</b>');
    expect(q('stamp')!.querySelector('b')).toBeNull();
  });

  it('credits subscribed packs in the footer, attribution and licence as text', () => {
    const attributions = [
      { pack: 'Community', attribution: 'Volunteers <i>of</i> MTGZH', licence: 'CC BY-SA 4.0' },
      { pack: 'Licence only', licence: 'CC0' },
    ];
    const { qa } = open({ lang: 'en' }, { ...proliferate(), attributions });
    const credits = qa('attribution');
    expect(credits.map((c) => c.textContent)).toEqual(['Rulings from Community: Volunteers <i>of</i> MTGZH · CC BY-SA 4.0', 'Rulings from Licence only: CC0']);
    expect(credits[0].querySelector('i')).toBeNull();
  });

  it('has no credit line when no subscribed pack is among the rulings', () => {
    expect(open({ lang: 'en' }).qa('attribution')).toEqual([]);
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
    const plain = open({ lang: 'zh', uiLang: 'zh-Hans' });
    expect(plain.q('ignore')).toBeNull();
    expect(plain.q('why')!.textContent).toBe('匹配到“Proliferate”（高置信度）');
  });

  describe('rulings that only mention the keyword', () => {
    const withMentions = (overrides: Partial<ReturnType<typeof proliferate>> = {}) =>
      proliferate({ rulings: RULINGS.slice(0, 1), mentioned: RULINGS.slice(3, 5), mentionedIn: [{ id: 'disguise', en: 'Disguise', zhHans: '伪装' }], ...overrides });

    it('come after the keyword’s own, collapsed under a toggle that says what they are about', async () => {
      const { q, qa, root } = open({ lang: 'en' }, withMentions());
      expect(qa('ruling').map((li) => li.getAttribute('data-ruling-id'))).toEqual([RULINGS[0].id]);
      const toggle = q('mentioned-toggle')!;
      expect(toggle.tagName).toBe('BUTTON'); // in the pinned tooltip's Tab cycle (focus-cycle.ts)
      expect(toggle.textContent).toContain('Mentioned in Disguise rulings (2)');
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      const list = root.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(list.hidden).toBe(true);
      expect(list.children).toHaveLength(0); // rendered only once opened
      toggle.click();
      await flush();
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(list.hidden).toBe(false);
      expect(qa('ruling').map((li) => li.getAttribute('data-ruling-id'))).toEqual([RULINGS[0].id, RULINGS[3].id, RULINGS[4].id]);
      toggle.click();
      await flush();
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(qa('ruling')).toHaveLength(1);
    });

    it('name the topic in the UI language, or say "other rulings" when mixed', () => {
      expect(open({ lang: 'zh', uiLang: 'zh-Hans' }, withMentions()).q('mentioned-toggle')!.textContent).toContain('在伪装裁定中提及（2）');
      ui!.destroy();
      expect(open({ lang: 'en' }, withMentions({ mentionedIn: undefined })).q('mentioned-toggle')!.textContent).toContain('Mentioned in other rulings (2)');
      ui!.destroy();
      const two = withMentions({ mentionedIn: [{ id: 'adventure', en: 'Adventure', zhHans: '历险' }, { id: 'madness', en: 'Madness', zhHans: '疯魔' }] });
      expect(open({ lang: 'both', uiLang: 'zh-Hans' }, two).q('mentioned-toggle')!.textContent).toContain('在历险、疯魔裁定中提及（2）');
    });

    it('leave no dead end: a keyword with only mentions says it has none of its own, then the group', () => {
      const { q, qa } = open({ lang: 'en' }, withMentions({ rulings: [] }));
      expect(qa('ruling')).toHaveLength(0);
      expect(q('no-rulings')!.textContent).toBe('No rulings about this keyword yet.');
      expect(q('mentioned-toggle')).not.toBeNull();
    });

    it('start collapsed again for the next keyword', async () => {
      const { q } = open({ lang: 'en' }, withMentions());
      q('mentioned-toggle')!.click();
      await flush();
      const next = withMentions();
      next.keyword = { ...next.keyword, id: 'convoke', en: 'Convoke' };
      ui!.show(next, anchorAt(), INFO);
      await flush();
      expect(q('mentioned-toggle')!.getAttribute('aria-expanded')).toBe('false');
    });
  });

  describe('what the keyword is', () => {
    const summary = { en: 'Its own words (EN).', zh: '自己的话（中文）。' };
    const noCr = (over: Partial<ReturnType<typeof proliferate>['keyword']> = {}) => {
      const d = proliferate({ rulings: [] });
      delete d.keyword.definitions;
      d.keyword = { ...d.keyword, summary, ...over };
      return d;
    };

    it('is the summary when there is no CR text, per display language', () => {
      const { q } = open({ lang: 'both', uiLang: 'zh-Hans' }, noCr());
      const part = q('summary')!;
      expect(Array.from(part.querySelectorAll('p')).map((p) => [p.getAttribute('lang'), p.textContent])).toEqual([
        ['zh-Hans', summary.zh],
        ['en', summary.en],
      ]);
      expect(q('definition')).toBeNull();
      // Never the bare "no rulings" line alone.
      expect(q('no-rulings')!.textContent).toBe('暂无此关键词的裁定。');
      ui!.setLang('en');
      expect(q('summary')!.textContent).toBe(`简介${summary.en}`);
    });

    it('for an ability word: no rules meaning, then what its cards share (even with a definition)', () => {
      const data = noCr({ kind: 'ability-word', id: 'landfall', en: 'Landfall', zhHans: '地落', rule: '207.2c', definitions: [{ rule: '207.2c', en: 'Generic.', zh: '通用。' }] });
      const { q } = open({ lang: 'en' }, data);
      expect(q('ability-word')!.textContent).toBe('Ability word: no rules meaning of its own.');
      expect(q('summary')!.textContent).toContain(summary.en);
      expect(q('definition')).toBeNull();
      ui!.setLang('zh'); // the text follows the display language, the label the UI language
      expect(q('ability-word')!.textContent).toBe('Ability word: no rules meaning of its own.');
      expect(q('summary')!.textContent).toContain(summary.zh);
    });

    it('is the CR subrule when there is one, with a toggle for the whole rule, rendered when opened', async () => {
      const data = proliferate();
      data.keyword.summary = summary;
      data.keyword.fullRule = {
        paragraphs: [
          { rule: '701.34a', en: 'Placeholder definition (EN).', zh: '占位定义（中文）。' },
          { rule: '701.34b', en: 'Placeholder second paragraph (EN).', zh: '占位第二段（中文）。' },
        ],
        omitted: 3,
      };
      const { q, root } = open({ lang: 'en' }, data);
      expect(q('summary')).toBeNull();
      const toggle = q('whole-rule-toggle')!;
      expect(toggle.textContent).toBe('Whole rule 701.34');
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      // Closed, the box it controls holds the definition alone.
      const box = root.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(Array.from(box.querySelectorAll<HTMLElement>('[data-rule]')).map((p) => p.dataset.rule)).toEqual(['701.34a']);
      expect(q('whole-rule')).toBeNull();
      toggle.click();
      await flush();
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(toggle.textContent).toBe('Show less');
      // Open, the whole rule in its place, the definition marked and not shown twice.
      const whole = q('whole-rule')!;
      expect(whole.id).toBe(toggle.getAttribute('aria-controls'));
      expect(q('definition')!.querySelectorAll('[data-rule="701.34a"]')).toHaveLength(1);
      const paragraphs = Array.from(whole.querySelectorAll<HTMLElement>('[data-rule]'));
      expect(paragraphs.map((p) => [p.dataset.rule, p.dataset.current ?? null])).toEqual([
        ['701.34a', 'true'],
        ['701.34b', null],
      ]);
      expect(paragraphs[1].textContent).toBe('701.34bPlaceholder second paragraph (EN).');
      expect(q('rule-omitted')!.textContent).toBe('…and 3 more paragraphs in CR 701.34.');
      ui!.setLang('zh');
      expect(q('whole-rule-toggle')!.textContent).toBe('Show less');
      expect(q('rule-omitted')!.textContent).toBe('…and 3 more paragraphs in CR 701.34.');
    });

    it('has no whole-rule toggle without a whole rule', () => {
      expect(open().q('whole-rule-toggle')).toBeNull();
    });
  });

  it('renders HTML in the data as text, never as elements', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    const data = proliferate({ rulings: [{ ...RULINGS[0], en: evil, zh: evil, source: '<b>x</b>' }], mentioned: [{ ...RULINGS[1], en: evil }], mentionedIn: [{ id: 'x', en: evil, zhHans: evil }] });
    data.keyword.en = '<script>alert(1)</script>';
    data.keyword.fullRule = { paragraphs: [{ rule: '<i>1</i>', en: evil, zh: evil }, { rule: '2', en: evil, zh: evil }] };
    const { root, qa, q } = open({}, data);
    q('whole-rule-toggle')!.click();
    q('mentioned-toggle')!.click();
    await flush();
    expect(q('whole-rule')!.textContent).toContain(evil);
    expect(qa('ruling')).toHaveLength(2);
    expect(q('mentioned-toggle')!.textContent).toContain(evil);
    expect(root.querySelector('i')).toBeNull();
    expect(root.querySelector('img, script, b')).toBeNull();
    expect(qa('ruling')[0].textContent).toContain(evil);
    expect(q('badge')!.textContent).toBe('<b>x</b>');
    expect(q('keyword-en')!.textContent).toBe('<script>alert(1)</script>');
  });
});
