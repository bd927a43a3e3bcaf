// @vitest-environment happy-dom
// The welcome page against a fake WelcomeApi: one h1 and a heading per part; the try-it
// paragraph is handed to the engine mount (and taken down with the page), its Chinese tagged as
// Chinese; the marking level shows the stored setting and stores a new one; the site switch
// names the browser's shortcut (or says how to set one); packs and the CR link to the options
// page's sections; the privacy summary says no request is made unless one subscribes.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Level } from '../../../rulings-data/keywords/levels.ts';
import { DEFAULT_SETTINGS, type Settings } from '../../lib/settings.ts';
import type { Translate } from '../translate.ts';
import { TRY_IT_EN, TRY_IT_ZH } from './TryIt.tsx';
import { Welcome } from './Welcome.tsx';
import type { WelcomeApi } from './welcome-api.ts';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

const t: Translate = (key, subs) => [key, ...(subs ?? [])].join(' ');
const q = (sel: string) => root.querySelector<HTMLElement>(sel);
const all = (sel: string) => [...root.querySelectorAll<HTMLElement>(sel)];
async function until(ok: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!ok()) throw new Error(`timed out waiting for ${what}; html: ${root.innerHTML.slice(0, 800)}`);
}

function mount(opts: { level?: Level; shortcut?: string } = {}) {
  let settings: Settings = { ...DEFAULT_SETTINGS, level: opts.level ?? DEFAULT_SETTINGS.level };
  const watchers = new Set<(s: Settings) => void>();
  const levels: Level[] = [];
  const mounted: Element[] = [];
  let unmounted = 0;
  const api: WelcomeApi = {
    loadSettings: async () => settings,
    watchSettings: (cb) => (watchers.add(cb), () => watchers.delete(cb)),
    async setLevel(level) {
      levels.push(level);
      settings = { ...settings, level };
      for (const cb of watchers) cb(settings);
    },
    siteShortcut: async () => opts.shortcut ?? '',
    mountTryIt: (el) => (mounted.push(el), () => void unmounted++),
  };
  render(<Welcome api={api} t={t} />, root);
  return { levels, mounted, unmounted: () => unmounted, watchers };
}

const checkedLevel = () => all('[data-part="welcome-level"] input').find((i) => (i as HTMLInputElement).checked)?.getAttribute('value');

describe('welcome page', () => {
  it('has one h1 and a heading for each part, in order', () => {
    mount();
    expect(all('h1').map((h) => h.textContent)).toEqual(['welcomeTitle']);
    expect(all('h2').map((h) => h.textContent)).toEqual([
      'welcomeWhatTitle', 'welcomeTryTitle', 'welcomeLevelTitle', 'welcomeSitesTitle', 'welcomePacksTitle', 'welcomePrivacyTitle',
    ]);
    // Each part is a region named by its heading.
    for (const section of all('section')) expect(document.getElementById(section.getAttribute('aria-labelledby')!)?.tagName).toBe('H2');
  });

  it('shows the tooltip screenshot with a description', () => {
    mount();
    const img = q('[data-part="welcome-shot"]') as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(/tooltip-light-both.*\.png$|^data:image\/png/);
    expect(img.getAttribute('alt')).toBe('welcomeShotAlt');
  });

  it('hands the try-it paragraph to the engine, and takes it down with the page', async () => {
    const page = mount();
    await until(() => page.mounted.length === 1, 'the engine mount');
    const box = page.mounted[0];
    expect(box).toBe(q('[data-part="try-it"]'));
    expect(q('[data-part="try-it-en"]')!.getAttribute('lang')).toBe('en');
    expect(q('[data-part="try-it-en"]')!.textContent).toBe(TRY_IT_EN.join(' '));
    expect(q('[data-part="try-it-zh"]')!.getAttribute('lang')).toBe('zh-Hans');
    expect(q('[data-part="try-it-zh"]')!.textContent).toBe(TRY_IT_ZH);
    // The words the issue names are there to try.
    for (const word of ['proliferate', 'disguise', 'phased out']) expect(box.textContent).toContain(word);
    expect(box.textContent).toContain('增殖');
    render(null, root);
    expect(page.unmounted()).toBe(1);
  });

  it('shows the stored marking level and stores the one chosen (the options page setting)', async () => {
    const page = mount({ level: 'mechanics' });
    await until(() => checkedLevel() === 'mechanics', 'the stored level');
    const group = q('[data-part="welcome-level"]')!;
    expect(group.getAttribute('role')).toBe('radiogroup');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)!.textContent).toBe('optLevelHint');
    expect(all('[data-part="welcome-level"] label').map((l) => l.textContent!.trim())).toEqual(['optLevelMechanics', 'optLevelRules', 'optLevelEverything']);
    (q('[data-part="welcome-level"] input[value="rules"]') as HTMLInputElement).click();
    await until(() => checkedLevel() === 'rules', 'the new level');
    expect(page.levels).toEqual(['rules']);
  });

  it('names the site switch and its shortcut as the browser binds it', async () => {
    mount({ shortcut: 'Alt+Shift+L' });
    await until(() => q('[data-part="welcome-site-switch"]')!.textContent === 'welcomeSitesSwitch Alt+Shift+L', 'the shortcut');
    render(null, root);
    mount({ shortcut: '' });
    await new Promise((r) => setTimeout(r, 20));
    expect(q('[data-part="welcome-site-switch"]')!.textContent).toBe('welcomeSitesSwitchNoKey');
  });

  it('links to the options page sections for packs, the CR and the site lists', () => {
    mount();
    expect(q('[data-part="welcome-packs-link"]')!.getAttribute('href')).toBe('/options.html#packs');
    expect(q('[data-part="welcome-cr-link"]')!.getAttribute('href')).toBe('/options.html#cr');
    expect(all('a').map((a) => a.getAttribute('href'))).toContain('/options.html#sites');
    expect(q('[data-part="welcome-options-link"]')!.getAttribute('href')).toBe('/options.html');
    expect(q('[data-part="welcome-privacy"]')!.textContent).toBe('welcomePrivacy');
  });
});
