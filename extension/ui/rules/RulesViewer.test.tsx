// @vitest-environment happy-dom
// The rules viewer against a fake RulesApi and a tiny made-up CR document (the sentences are
// written for the test: no CR text is committed): rules side by side or alone, references as
// links, deep links, the search box and its keyboard, the glossary, the empty and error states.
// Layout, scrolling and the lazy rendering's timing are checked in real browsers
// (test/e2e-extension/rules-viewer.e2e.test.ts).
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CrDoc } from '../../../rulings-data/cr/types.ts';
import type { StoredCr } from '../../lib/cr-store.ts';
import type { Translate } from '../translate.ts';
import { LANG_STORAGE_KEY } from './rules-model.ts';
import type { RulesApi } from './rules-api.ts';
import { RulesViewer } from './RulesViewer.tsx';

const DOC: CrDoc = {
  format: 1,
  version: '20990101',
  effectiveDate: '2099-01-01',
  languages: ['en', 'zh'],
  rules: [
    { number: '1', en: 'Made-up Basics', zh: '虚构基础' },
    { number: '100', en: 'General Things', zh: '一般事项' },
    { number: '100.1', en: 'A game needs two players. See section 7.', zh: '一局游戏需要两位牌手。参见第7章。' },
    { number: '100.1a', en: 'A two-player game has two players.', zh: '双人游戏有两位牌手。' },
    { number: '7', en: 'More Things', zh: '更多事项' },
    { number: '702', en: 'Keyword Things', zh: '关键字事物' },
    { number: '702.9', en: 'Flying', zh: '飞行' },
    { number: '702.9a', en: 'Flying is a way to dodge blockers.', zh: '飞行是一种躲开阻挡者的方式。' },
    {
      number: '702.9b',
      en: 'A flier can be blocked only by fliers or creatures with reach. See rule 702.17 and rule 999.1.',
      zh: '飞行生物只能被飞行生物或具有延势的生物阻挡。参见规则702.17。',
      examples: { en: ['Example: A bird meets a spider.'], zh: ['例如：一只鸟遇到一只蜘蛛。'] },
    },
    { number: '702.17', en: 'Reach', zh: '延势' },
    { number: '702.17a', en: 'Reach lets a creature block fliers; see rule 702.9.', zh: '延势让生物可以阻挡飞行生物；参见规则702.9。' },
    { number: '702.18', en: 'Only English has this one.' },
  ],
  glossary: [
    { en: 'Flying', zh: '飞行', enText: 'A made-up keyword about the sky. See rule 702.9.', zhText: '一个关于天空的虚构关键字。参见规则702.9。' },
    { en: 'Reach', zh: '延势', enText: 'A made-up keyword about tall creatures.', zhText: '一个关于高大生物的虚构关键字。' },
  ],
  files: [{ name: 'made-up.json', lang: 'en', kind: 'bilingual-json' }],
};

const t: Translate = (key, subs) => [key, ...(subs ?? [])].join(' ');
const root = document.createElement('div');
document.body.append(root);

/** A Storage-like map (the page's localStorage in the extension). */
function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

/** `null`: no CR imported. */
function fakeApi(stored: StoredCr | null | Error = { doc: DOC, importedAt: '2099-01-02T00:00:00.000Z' }) {
  const calls: string[] = [];
  const watchers: Array<() => void> = [];
  let current = stored;
  const api: RulesApi = {
    loadCr: async () => {
      if (current instanceof Error) throw current;
      return current ?? undefined;
    },
    watchCr: (cb) => {
      watchers.push(cb);
      return () => void watchers.splice(watchers.indexOf(cb), 1);
    },
    loadTheme: async () => 'dark',
    openOptions: () => void calls.push('openOptions'),
  };
  return { api, calls, replace: (next: StoredCr | null) => ((current = next), watchers.forEach((w) => w())) };
}

const q = <T extends Element = HTMLElement>(sel: string) => root.querySelector<T>(sel);
const qa = (sel: string) => [...root.querySelectorAll<HTMLElement>(sel)];
const byId = (id: string) => document.getElementById(id);
async function until(ok: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!ok()) throw new Error(`timed out waiting for ${what}; html: ${root.innerHTML.slice(0, 600)}`);
}
const settle = () => new Promise((r) => setTimeout(r, 30));

async function open(opts: { hash?: string; query?: string; storage?: Storage; api?: RulesApi } = {}) {
  history.replaceState(null, '', opts.hash ?? '#');
  const api = opts.api ?? fakeApi().api;
  render(<RulesViewer api={api} t={t} initialQuery={opts.query} storage={opts.storage ?? memoryStorage()} />, root);
  await until(() => !!q('[data-part="rules-viewer"]') || !!q('[data-part="rules-empty"]') || !!q('[data-part="rules-error"]'), 'the viewer');
  await until(() => !q('.placeholder'), 'every chunk rendered');
}

// happy-dom's IntersectionObserver never reports: the idle fill (setTimeout there) shows the
// chunks one by one, which is the lazy path itself.
beforeEach(() => {
  document.documentElement.removeAttribute('data-theme');
});
afterEach(() => render(null, root));

describe('RulesViewer: the document', () => {
  it('shows the version, the contents and every rule by number, English and Chinese side by side', async () => {
    await open();
    expect(q('[data-part="rules-version"]')!.textContent).toContain('rulesVersion 2099-01-01 20990101');
    expect(document.documentElement.dataset.theme).toBe('dark');
    const toc = qa('[data-part="rules-toc"] a').map((a) => a.getAttribute('href'));
    expect(toc).toEqual(['#1', '#100', '#7', '#702', '#glossary']);
    expect(qa('.rule').map((r) => r.id)).toEqual(['100.1', '100.1a', '702.9', '702.9a', '702.9b', '702.17', '702.17a', '702.18']);
    const row = byId('702.9a')!;
    expect(row.querySelector('.num')!.getAttribute('href')).toBe('#702.9a');
    expect(row.querySelector('[lang="en"]')!.textContent).toBe('Flying is a way to dodge blockers.');
    expect(row.querySelector('[lang="zh-Hans"]')!.textContent).toBe('飞行是一种躲开阻挡者的方式。');
    // headings: h1 the page, h2 the contents, sections and glossary, h3 the rules
    expect(qa('h1').length).toBe(1);
    expect(qa('h2').map((h) => h.id || h.textContent)).toEqual(['rules-contents-title', '1', '7', 'rules-glossary-title']);
    expect(qa('h3').map((h) => h.id)).toEqual(['100', '702']);
    expect(byId('702')!.textContent).toBe('702. Keyword Things · 关键字事物');
    // landmarks: contents nav, main, search
    expect(q('nav[aria-labelledby="rules-contents-title"]')).not.toBeNull();
    expect(q('main#rules-main')).not.toBeNull();
    expect(q('[role="search"]')).not.toBeNull();
  });

  it('a rule in one language only says so in the other column; examples are shown with their rule', async () => {
    await open();
    const row = byId('702.18')!;
    expect(row.querySelector('[data-lang="zh"] .missing')!.textContent).toBe('rulesMissingZh');
    const examples = qa('[id="702.9b"] .example').map((e) => [e.getAttribute('lang'), e.textContent]);
    expect(examples).toEqual([
      ['en', 'Example: A bird meets a spider.'],
      ['zh-Hans', '例如：一只鸟遇到一只蜘蛛。'],
    ]);
  });

  it('every reference is a link to the rule; a number not in the document stays text', async () => {
    await open();
    const links = qa('[id="702.9b"] a.ref').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['rule 702.17', '#702.17'],
      ['规则702.17', '#702.17'],
    ]);
    expect(byId('702.9b')!.querySelector('[lang="en"]')!.textContent).toContain('rule 999.1.');
    expect(qa('[id="100.1"] a.ref').map((a) => a.getAttribute('href'))).toEqual(['#7', '#7']); // "section 7", "第7章"
    expect(qa('#glossary-flying a.ref').map((a) => a.getAttribute('href'))).toEqual(['#702.9', '#702.9']);
  });

  it('the language switch shows either language alone and is remembered in the page storage', async () => {
    const storage = memoryStorage();
    await open({ storage });
    const radio = (v: string) => q<HTMLInputElement>(`[data-part="rules-lang"] input[value="${v}"]`)!;
    expect(radio('both').checked).toBe(true);
    radio('en').click();
    await settle();
    expect(q('[data-part="rules-viewer"]')!.dataset.lang).toBe('en');
    expect(qa('.rule [lang="zh-Hans"]')).toHaveLength(0);
    expect(qa('.rule [lang="en"]').length).toBeGreaterThan(5);
    expect(byId('702')!.textContent).toBe('702. Keyword Things');
    expect(storage.data.get(LANG_STORAGE_KEY)).toBe('en');
    radio('zh').click();
    await settle();
    expect(qa('.rule [lang="en"]')).toHaveLength(0);
    // 702.18 has no Chinese: its row says so rather than showing nothing
    expect(byId('702.18')!.textContent).toContain('rulesMissingZh');
    // a new visit starts with the remembered choice
    render(null, root);
    await open({ storage });
    expect(q('[data-part="rules-viewer"]')!.dataset.lang).toBe('zh');
    expect(radio('zh').checked).toBe(true);
  });

  it('a one-language document has no switch and shows that language', async () => {
    const enOnly: CrDoc = { ...DOC, languages: ['en'], rules: DOC.rules.map(({ zh: _zh, ...r }) => r) };
    const storage = memoryStorage();
    storage.setItem(LANG_STORAGE_KEY, 'zh');
    await open({ storage, api: fakeApi({ doc: enOnly, importedAt: 'x' }).api });
    expect(q('[data-part="rules-lang"]')).toBeNull();
    expect(q('[data-part="rules-viewer"]')!.dataset.lang).toBe('en');
    expect(qa('.rule [data-lang="zh"]')).toHaveLength(0);
  });

  it('the glossary has its section and an anchor per entry, terms in both languages', async () => {
    await open();
    const glossary = byId('glossary')!;
    expect(glossary.tagName).toBe('SECTION');
    expect(qa('#glossary .term').map((e) => [e.id, e.querySelector('dt')!.textContent])).toEqual([
      ['glossary-flying', 'Flying · 飞行'],
      ['glossary-reach', 'Reach · 延势'],
    ]);
  });
});

describe('RulesViewer: deep links', () => {
  it('#702.9b on load: that rule is rendered first, highlighted and focused', async () => {
    history.replaceState(null, '', '#702.9b');
    render(<RulesViewer api={fakeApi().api} t={t} storage={memoryStorage()} />, root);
    await until(() => !!byId('702.9b')?.hasAttribute('data-current'), 'the deep-linked rule');
    expect(document.activeElement).toBe(byId('702.9b'));
    // The chunk of 100.* is not there yet, or only just (filled in while idle).
    await until(() => !q('.placeholder'), 'the rest filled in');
    expect(qa('[data-current]').map((e) => e.id)).toEqual(['702.9b']);
  });

  it('hashchange (a reference clicked) moves the highlight and focus; a glossary anchor works too', async () => {
    await open({ hash: '#702.9b' });
    (byId('702.9b')!.querySelector('a.ref') as HTMLAnchorElement).click();
    await until(() => !!byId('702.17')?.hasAttribute('data-current'), 'the referenced rule');
    expect(location.hash).toBe('#702.17');
    expect(document.activeElement).toBe(byId('702.17'));
    expect(qa('[data-current]')).toHaveLength(1);
    location.hash = '#glossary-reach';
    await until(() => !!byId('glossary-reach')?.hasAttribute('data-current'), 'the glossary entry');
  });

  it('a missing subrule goes to its parent; an unknown number says it is not there', async () => {
    await open({ hash: '#702.9z' });
    await until(() => !!byId('702.9')?.hasAttribute('data-current'), 'the parent rule');
    expect(q('[data-part="rules-missing"]')).toBeNull();
    location.hash = '#999.9';
    await until(() => !!q('[data-part="rules-missing"]'), 'the notice');
    expect(q('[data-part="rules-missing"]')!.textContent).toBe('rulesNotFound 999.9');
  });
});

describe('RulesViewer: search', () => {
  const input = () => q<HTMLInputElement>('[data-part="rules-search-input"]')!;
  const type = async (text: string) => {
    input().value = text;
    input().dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
  };
  const results = () => qa('[data-part="rules-results"] a.result').map((a) => a.getAttribute('href'));
  const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

  it('by number: 702.9 lists the rule and its subrules, as links, with a count', async () => {
    await open();
    await type('702.9');
    // the rule and its subrules, then what refers to it
    expect(results()).toEqual(['#702.9', '#702.9a', '#702.9b', '#702.17a', '#glossary-flying']);
    expect(q('[data-part="rules-results-status"]')!.textContent).toBe('rulesResultsCount 5');
  });

  it('by words, English and Chinese; the hits are marked; nothing found says so', async () => {
    await open();
    await type('reach');
    expect(results()[0]).toBe('#glossary-reach');
    expect(results()).toContain('#702.17a');
    expect(qa('[data-part="rules-results"] mark').some((m) => m.textContent!.toLowerCase() === 'reach')).toBe(true);
    await type('延势');
    expect(results()).toEqual(['#glossary-reach', '#702.17', '#702.9b', '#702.17a']);
    await type('dragons');
    expect(results()).toEqual([]);
    expect(q('[data-part="rules-results"]')!.textContent).toContain('rulesNoResults dragons');
  });

  it('↓ moves into the results, ↑ ↓ move in them, Esc returns to the box; Enter in the box goes to the first', async () => {
    await open();
    await type('flying');
    key(input(), 'ArrowDown');
    await until(() => document.activeElement?.classList.contains('result') ?? false, 'focus in the results');
    const links = qa('[data-part="rules-results"] a.result');
    expect(document.activeElement).toBe(links[0]);
    key(links[0], 'ArrowDown');
    expect(document.activeElement).toBe(links[1]);
    key(links[1], 'ArrowUp');
    key(links[0], 'ArrowUp');
    expect(document.activeElement).toBe(input());
    key(links[0], 'Escape');
    await settle();
    expect(q('[data-part="rules-results"]')).toBeNull();
    await type('702.17a');
    key(input(), 'Enter');
    await until(() => !!byId('702.17a')?.hasAttribute('data-current'), 'the first result');
    expect(location.hash).toBe('#702.17a');
  });

  it('?q= opens with that search', async () => {
    await open({ query: '飞行' });
    expect(input().value).toBe('飞行');
    expect(results()[0]).toBe('#glossary-flying');
  });
});

describe('RulesViewer: states', () => {
  it('no CR imported: says how to import one, and the button opens the options page', async () => {
    const { api, calls } = fakeApi(null);
    await open({ api });
    const empty = q('[data-part="rules-empty"]')!;
    expect(empty.querySelector('h1')!.textContent).toBe('rulesEmptyTitle');
    expect(empty.textContent).toContain('rulesEmptyHint');
    q<HTMLAnchorElement>('[data-part="rules-open-options"]')!.click();
    expect(calls).toEqual(['openOptions']);
  });

  it('a CR imported while the page is open replaces the empty state', async () => {
    const fake = fakeApi(null);
    await open({ api: fake.api });
    fake.replace({ doc: DOC, importedAt: 'now' });
    await until(() => !!q('[data-part="rules-viewer"]'), 'the document');
    fake.replace(null);
    await until(() => !!q('[data-part="rules-empty"]'), 'the empty state again');
  });

  it('other data changing (the same CR import) leaves the page as it is: no jump back to the deep link', async () => {
    const fake = fakeApi({ doc: DOC, importedAt: 'first' });
    await open({ api: fake.api, hash: '#702.9a' });
    await until(() => document.activeElement === byId('702.9a'), 'the deep-linked rule focused');
    const row = byId('702.9a');
    q<HTMLInputElement>('[data-part="rules-search-input"]')!.focus(); // the reader moved on
    fake.replace({ doc: structuredClone(DOC), importedAt: 'first' });
    await settle();
    expect(document.activeElement).toBe(q('[data-part="rules-search-input"]'));
    expect(byId('702.9a')).toBe(row);
    fake.replace({ doc: { ...structuredClone(DOC), version: '21000101' }, importedAt: 'second' });
    await until(() => q('[data-part="rules-version"]')!.textContent!.includes('21000101'), 'the new import');
    expect(byId('702.9a')).not.toBe(row);
  });

  it('a store that fails to read shows the reason', async () => {
    await open({ api: fakeApi(new Error('IndexedDB is broken')).api });
    expect(q('[role="alert"]')!.textContent).toBe('rulesLoadFailed IndexedDB is broken');
  });
});
