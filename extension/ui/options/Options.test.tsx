// @vitest-environment happy-dom
// The options form against the real rulings service (the seeds built as `rulings build` builds
// them) answering as the background does: the ignored keywords are listed by their English and
// Chinese names, never by id; the search box finds a keyword by either name and adds it; each
// row's button un-ignores it; and every option has a one-line explanation its control is
// described by (aria-describedby).
import { render } from 'preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildBundle } from '../../../rulings-data/bundle/build-bundle.ts';
import { KEYWORDS } from '../../../rulings-data/keywords/index.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRulingsService } from '../../lib/rulings-service.ts';
import { DEFAULT_SETTINGS, mergeSettings, type Settings } from '../../lib/settings.ts';
import type { Translate } from '../translate.ts';
import { keywordNamesApi } from './keyword-names.ts';
import { Options, type OptionsApi } from './Options.tsx';

// The seed files read as test/helpers/seed-sources.ts reads them (its import.meta.url is not a
// file URL under happy-dom, so the folder is found from the repository root here).
const SOURCES = join(process.cwd(), 'rulings-data/sources');
const sources = readdirSync(SOURCES).filter((f) => f.endsWith('.txt')).sort().map((f) => ({ file: `sources/${f}`, text: readFileSync(join(SOURCES, f), 'utf8') }));
const { bundle } = buildBundle({ sources, keywords: KEYWORDS });
const service = createRulingsService(bundle, () => {});
const names = (id: string) => {
  const k = bundle.keywords.find((x) => x.id === id)!;
  return { en: k.en[0], zh: k.zhHans[0] };
};

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

const t: Translate = (key, subs) => [key, ...(subs ?? [])].join(' ');
const q = <E extends Element = HTMLElement>(sel: string) => root.querySelector<E & HTMLElement>(sel);
const all = (sel: string) => [...root.querySelectorAll<HTMLElement>(sel)];
async function until(ok: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!ok()) throw new Error(`timed out waiting for ${what}; html: ${root.innerHTML.slice(0, 800)}`);
}

/** The form over settings kept in memory, as storage would keep them; `saved` is every write. */
function mount(initial: Partial<Settings> = {}) {
  let stored: Settings = mergeSettings(DEFAULT_SETTINGS, initial).settings;
  const saved: Settings[] = [];
  const lookups: string[] = [];
  const api: OptionsApi = {
    loadSettings: async () => stored,
    watchSettings: () => () => {},
    saveSettings: async (s) => void saved.push((stored = s)),
    resetSettings: async () => void (stored = { ...DEFAULT_SETTINGS }),
    keywordNames: keywordNamesApi({
      lookup: async (id) => (lookups.push(id), service.lookup(id)),
      search: async (query, limit) => service.search(query, limit),
    }),
  };
  render(<Options api={api} t={t} />, root);
  return { saved, lookups, stored: () => stored };
}

/** Each row's words (its first child: the names, or what stands for them). */
const rows = () => all('[data-part="ignored-word"]').map((li) => li.firstElementChild!.textContent);
const search = (text: string) => {
  const input = q<HTMLInputElement>('[data-part="ignore-search"]')!;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const hits = () => all('[data-part="ignore-hit"]').map((li) => li.querySelector('.kw-name')!.textContent);

describe('Words not marked', () => {
  beforeAll(() => {
    // The keywords these tests name are in the seeds, with both names.
    for (const id of ['proliferate', 'disguise', 'ward']) expect(names(id).zh).toBeTruthy();
  });

  it('lists the ignored keywords by English and Chinese name, never by id; an unknown id is said to be gone', async () => {
    mount({ ignore: ['proliferate', 'ward', 'gone-from-the-data'] });
    await until(() => rows().length === 3 && !rows().includes('…'), 'the names');
    expect(rows()).toEqual([`${names('proliferate').en}${names('proliferate').zh}`, `${names('ward').en}${names('ward').zh}`, 'settingsIgnoredUnknown']);
    const list = q('[data-part="ignored-list"]')!;
    expect(list.textContent).not.toMatch(/gone-from-the-data|proliferate|\bward\b/); // ids are lower case; names are not
    // The Chinese name is tagged as Chinese (screen readers, CJK fonts).
    expect(list.querySelector('[lang="zh-Hans"]')!.textContent).toBe(names('proliferate').zh);
    // Each button says which word it un-ignores.
    expect(all('[data-part="unignore"]').map((b) => b.getAttribute('aria-label'))).toEqual([
      `settingsUnignoreLabel ${names('proliferate').en}`,
      `settingsUnignoreLabel ${names('ward').en}`,
      'settingsUnignoreLabel settingsIgnoredUnknown',
    ]);
  });

  it('says so when no word is ignored', async () => {
    mount();
    await until(() => !!q('[data-part="ignored-empty"]'), 'the empty list');
    expect(q('[data-part="ignored-list"]')).toBeNull();
  });

  it('finds a keyword by its English name and adds it: stored by id, listed by name', async () => {
    const form = mount({ ignore: ['ward'] });
    await until(() => rows().length === 1 && rows()[0] !== '…', 'the list');
    search('disgu');
    await until(() => hits().length > 0, 'hits for "disgu"');
    expect(hits()[0]).toBe(`${names('disguise').en}${names('disguise').zh}`);
    const add = all('[data-part="ignore-hit"]')[0].querySelector<HTMLButtonElement>('[data-part="ignore-add"]')!;
    expect(add.getAttribute('aria-label')).toBe(`settingsIgnoreAddLabel ${names('disguise').en}`);
    add.click();
    await until(() => form.saved.length === 1, 'the save');
    expect(form.saved[0].ignore).toEqual(['ward', 'disguise']);
    await until(() => rows().length === 2 && !rows().includes('…'), 'the new row');
    expect(rows()[1]).toBe(`${names('disguise').en}${names('disguise').zh}`);
    // Already ignored now: its hit cannot be added twice.
    const again = all('[data-part="ignore-hit"]')[0].querySelector<HTMLButtonElement>('[data-part="ignore-add"]')!;
    expect(again.disabled).toBe(true);
    expect(again.textContent).toBe('settingsIgnoreAlready');
  });

  it('finds a keyword by its Chinese name (增殖 → Proliferate), and says when nothing matches', async () => {
    const form = mount();
    await until(() => !!q('[data-part="ignore-search"]'), 'the form');
    search(names('proliferate').zh);
    await until(() => hits().length > 0, `hits for ${names('proliferate').zh}`);
    expect(hits()[0]).toBe(`${names('proliferate').en}${names('proliferate').zh}`);
    all('[data-part="ignore-add"]')[0].click();
    await until(() => form.saved.length === 1, 'the save');
    expect(form.saved[0].ignore).toEqual(['proliferate']);
    search('qqqxzzv');
    await until(() => !!q('[data-part="ignore-no-hits"]'), 'the no-hits line');
    expect(hits()).toEqual([]);
  });

  it('un-ignores a word with its row button (the others stay), asking no name twice', async () => {
    const form = mount({ ignore: ['proliferate', 'ward'] });
    await until(() => rows().length === 2 && !rows().includes('…'), 'the list');
    all('[data-part="unignore"]')[0].click();
    await until(() => form.saved.length === 1, 'the save');
    expect(form.saved[0].ignore).toEqual(['ward']);
    await until(() => rows().length === 1, 'one row left');
    expect(rows()).toEqual([`${names('ward').en}${names('ward').zh}`]);
    expect(form.lookups.sort()).toEqual(['proliferate', 'ward']);
  });
});

describe('explanations', () => {
  it('every option has a one-line explanation under it that its control is described by', async () => {
    mount();
    await until(() => !!q('[data-part="ignored-words"]'), 'the form');
    // The controls: each radio group, the number field, the site lists, the search box, Reset.
    const controls = all('[role="radiogroup"], input[type="number"], textarea, input[type="search"], .options > button');
    expect(controls.length).toBe(5 + 1 + 2 + 1 + 1); // radio groups: lang, chineseScript, highlight, level, theme
    for (const control of controls) {
      const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const what = control.getAttribute('name') ?? control.getAttribute('aria-labelledby') ?? control.outerHTML.slice(0, 60);
      expect(ids.length, `${what} has a description`).toBeGreaterThan(0);
      for (const id of ids) {
        const hint = document.getElementById(id);
        expect(hint, `#${id} (described ${what}) exists`).not.toBeNull();
        expect(hint!.textContent!.trim(), `#${id} says something`).not.toBe('');
        expect(hint!.textContent, `#${id} is one line`).not.toContain('\n');
      }
    }
    // Each radio group is named by its label too.
    for (const group of all('[role="radiogroup"]')) expect(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent).toMatch(/^(opt|langScript)/);
    // One explanation per option: language, Chinese characters, highlighting, level, delay, theme, the two site lists, the ignore search, reset.
    expect(all('[data-part="option-hint"]').map((h) => h.id).sort()).toEqual(
      ['block-hint', 'allow-hint', 'chineseScript-hint', 'delay-hint', 'highlight-hint', 'lang-hint', 'level-hint', 'reset-hint', 'theme-hint'].sort(),
    );
    expect(document.getElementById('ignore-hint')!.textContent).toBe('settingsIgnoreHint');
  });

  it('links to the welcome page', async () => {
    mount();
    await until(() => !!q('[data-part="open-welcome"]'), 'the form');
    expect(q<HTMLAnchorElement>('[data-part="open-welcome"]')!.getAttribute('href')).toBe('/welcome.html');
  });
});
