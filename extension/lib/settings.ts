// The extension's settings: one typed object, its defaults, and the ONE function that turns
// whatever is in storage (nothing, an older shape, hand-edited junk) into valid Settings.
// Readers never see a missing or bad field: defaults are filled on read and every problem is
// reported (not thrown), so a bad value can never switch the extension off by accident.
import type { ChineseScript, DisplayLang, Theme } from '../../widget/contracts.ts';
import { INVALID, THEMES, describeValue, parseBool, parseEnum, parseLang, parseMs, type ParseResult } from '../../widget/config/option-parsers.ts';
import { normalizeSiteEntry } from './site-rules.ts';
import { DEFAULT_LEVEL, LEVELS, type Level } from '../../rulings-data/keywords/levels.ts';

/**
 * 'all'   tint every keyword the matcher is confident about (medium + high);
 * 'high'  tint only high-confidence ones (hover still works on the others);
 * 'hover' no marks at all, hover still opens the tooltip;
 * 'off'   the content script does nothing anywhere.
 */
export type HighlightSetting = 'all' | 'high' | 'hover' | 'off';
export const HIGHLIGHT_SETTINGS: readonly HighlightSetting[] = ['all', 'high', 'hover', 'off'];

export interface Settings {
  /** Tooltip and popup language. Default 'both'. */
  lang: DisplayLang;
  /** Default 'all'. */
  highlight: HighlightSetting;
  /** Which keywords are marked (rulings-data/keywords/levels.ts): 'mechanics' (default),
   *  'rules' (adds cast, exile, the stack… for learners) or 'everything'. */
  level: Level;
  /** Hover delay before the tooltip opens, 0..2000 ms. Default 100 (the widget's default). */
  delay: number;
  /** Default 'auto' (follows the OS). */
  theme: Theme;
  /** Sites where the extension runs as on an MTG site (host[/path] entries). Default []. */
  allow: string[];
  /** Sites where it never runs. Beats the built-in list. Default []. */
  block: string[];
  /** Keyword ids never marked ("don't mark this word"). Default []. */
  ignore: string[];
  /** Check subscribed packs for updates once a week (lib/subscriptions-alarm.ts): the only
   *  request the extension makes on its own, so off unless the reader turns it on. Default false. */
  weeklyUpdateCheck: boolean;
  /** Characters of Chinese names and rulings in the tooltip: 'auto' (Traditional on pages tagged
   *  zh-Hant / zh-TW / zh-HK or a word matched in Traditional), 'simplified', 'traditional'. Default 'auto'. */
  chineseScript: ChineseScript;
}

export const CHINESE_SCRIPTS: readonly ChineseScript[] = ['auto', 'simplified', 'traditional'];

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  lang: 'both',
  highlight: 'all',
  level: DEFAULT_LEVEL,
  delay: 100,
  theme: 'auto',
  allow: [],
  block: [],
  ignore: [],
  weeklyUpdateCheck: false,
  chineseScript: 'auto',
});

export const MAX_DELAY = 2000;
const KEYWORD_ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Long-form key names accepted on read and migrated to the current key (a hand-edited or
 * imported settings object, or one written with the names the options page shows), so a
 * user's value is never lost over a key name. Anything else unknown is dropped and reported.
 */
const RENAMED: Record<string, keyof Settings> = {
  displayLang: 'lang',
  hoverDelay: 'delay',
  allowSites: 'allow',
  blockSites: 'block',
  ignoredKeywords: 'ignore',
  highlightMode: 'highlight',
};

/** Values of `highlight` from the widget's vocabulary ('none' = no marks) are understood too. */
const HIGHLIGHT_ALIASES: Record<string, HighlightSetting> = { none: 'hover' };

export interface SettingsRead {
  settings: Settings;
  /** One line per thing that was dropped, renamed or defaulted (empty when all was fine). */
  problems: string[];
}

/**
 * Storage value → Settings, defaults filled, old keys migrated, unknown keys and bad values
 * reported. A missing or bad field takes its value from `base` (the defaults when reading
 * storage; the current settings when applying a change, so a bad edit changes nothing).
 */
export function readSettings(raw: unknown, base: Readonly<Settings> = DEFAULT_SETTINGS): SettingsRead {
  const problems: string[] = [];
  const input: Record<string, unknown> = {};
  if (raw !== undefined && raw !== null) {
    if (typeof raw === 'object' && !Array.isArray(raw)) {
      for (const [key, value] of Object.entries(raw)) {
        const current = RENAMED[key];
        if (current) {
          // Never let an old key overwrite the current one when both are present.
          if (!(current in raw)) input[current] = value;
          problems.push(`settings: "${key}" is now "${current}"`);
        } else if (key in DEFAULT_SETTINGS) input[key] = value;
        else problems.push(`settings: unknown key "${key}" dropped`);
      }
    } else problems.push(`settings: expected an object, got ${describeValue(raw)}; ignored`);
  }

  function pick<T>(key: keyof Settings, parse: (v: unknown) => ParseResult<T>, fallback: T): T {
    const v = input[key];
    if (v === undefined) return fallback;
    const { value, expected } = parse(v);
    if (value !== INVALID) return value;
    problems.push(`settings: "${key}" has a bad value ${describeValue(v)} (expected ${expected}); using ${describeValue(fallback)}`);
    return fallback;
  }

  const sites = (key: 'allow' | 'block') =>
    pick(key, (v) => parseList(v, 'site entries like example.com or reddit.com/r/magictcg', (s) => {
      const r = normalizeSiteEntry(s);
      if ('error' in r) problems.push(`settings: ${key} list: ${r.error}; dropped`);
      return 'entry' in r ? r.entry : null;
    }), [...base[key]]);

  const settings: Settings = {
    lang: pick('lang', parseLang, base.lang),
    highlight: pick('highlight', parseHighlight, base.highlight),
    level: pick('level', (v) => parseEnum(v, LEVELS), base.level),
    delay: pick('delay', (v) => parseMs(v, 0, MAX_DELAY), base.delay),
    theme: pick('theme', (v) => parseEnum(v, THEMES), base.theme),
    allow: sites('allow'),
    block: sites('block'),
    ignore: pick('ignore', (v) => parseList(v, 'keyword ids', (s) => {
      const id = s.trim().toLowerCase();
      if (KEYWORD_ID_RE.test(id)) return id;
      problems.push(`settings: ignore list: "${s}" is not a keyword id; dropped`);
      return null;
    }), [...base.ignore]),
    weeklyUpdateCheck: pick('weeklyUpdateCheck', parseBool, base.weeklyUpdateCheck),
    chineseScript: pick('chineseScript', (v) => parseEnum(v, CHINESE_SCRIPTS), base.chineseScript),
  };
  return { settings, problems };
}

function parseHighlight(v: unknown): ParseResult<HighlightSetting> {
  if (typeof v === 'string' && HIGHLIGHT_ALIASES[v.trim()]) return { value: HIGHLIGHT_ALIASES[v.trim()], expected: '' };
  return parseEnum(v, HIGHLIGHT_SETTINGS);
}

/** An array of strings, each cleaned by `clean` (null = dropped, reported by `clean`); de-duplicated. */
function parseList(v: unknown, what: string, clean: (s: string) => string | null): ParseResult<string[]> {
  const expected = `an array of ${what}`;
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) return { value: INVALID, expected };
  const out: string[] = [];
  for (const s of v as string[]) {
    if (!s.trim()) continue;
    const c = clean(s);
    if (c !== null && !out.includes(c)) out.push(c);
  }
  return { value: out, expected };
}

/** `current` with `patch` applied and re-validated (what every writer goes through); a bad
 *  field in the patch leaves the current value. */
export function mergeSettings(current: Readonly<Settings>, patch: Readonly<Record<string, unknown>>): SettingsRead {
  return readSettings({ ...current, ...patch }, current);
}

/** Adds a keyword id to the ignore list ("don't mark this word"). */
export function withIgnored(current: Settings, id: string): Settings {
  return current.ignore.includes(id) ? current : { ...current, ignore: [...current.ignore, id] };
}
