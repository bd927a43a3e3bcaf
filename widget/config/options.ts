// Every widget option, its default, and the ONE place they are resolved. A bad value never
// throws: it produces one console.warn naming the option and the value, and the default is used.
import type { Confidence } from '../../rulings-data/schema.ts';
import { DEFAULT_LEVEL, LEVELS, type Level } from '../../rulings-data/keywords/levels.ts';
import type { ChineseScript, DisplayLang, Theme, TooltipKeyword, UiLang } from '../contracts.ts';
import { uiLangForLocale } from './ui-locale.ts';
import {
  CONFIDENCES,
  INVALID,
  THEMES,
  describeValue,
  parseBool,
  parseEnum,
  parseIdList,
  parseLang,
  parseMs,
  parseRoot,
  parseUrl,
  parseUrlTemplate,
  SEARCH_SLOTS,
  type ParseResult,
} from './option-parsers.ts';
import { widgetDataProblem, type WidgetData } from './widget-data.ts';
import { normaliseCombo } from '../keyboard/key-combo.ts';
import type { WidgetPack } from '../packs/widget-pack.ts';
import type { WidgetCr } from '../cr/widget-cr.ts';

/** 'all' marks medium+high words (per minConfidence); 'high' marks only high; 'none' = hover-only. */
export type HighlightMode = 'all' | 'high' | 'none';
/** 'auto' = the engine looks for MTG signals in the page once; 'mtg' = the page is about MTG. */
export type ContextMode = 'auto' | 'mtg';
/**
 * Where the mark rules (`::highlight(rulings-lens-*)`) come from. 'scoped': the widget adopts
 * them into the document itself, naming only the parts of the page that hold marks
 * (highlight/scoped-styles.ts). 'provided': the page's styles hold them for the whole document
 * from its first styling on (the extension's Firefox build declares them as content-script CSS,
 * in place before the page has elements), so the widget adopts none into the document and never
 * makes the engine restyle it for them; open shadow roots, which document styles do not reach,
 * still get theirs.
 */
export type MarkStyles = 'scoped' | 'provided';

export interface WidgetOptions {
  /** Element (or CSS selector for one) whose text is scanned. Default: `document.body`. */
  root?: Element | string;
  /** Tooltip language: 'zh' | 'en' | 'both'; 'zh-Hans', 'zh-CN', 'en-US'… accepted. Default 'both'. */
  lang?: DisplayLang | string;
  /** Default 'auto' (follows prefers-color-scheme). */
  theme?: Theme;
  /** Language of the tooltip's labels and buttons (not of the rulings: that is `lang`): 'auto'
   *  (the browser's, navigator.language), or a locale: 'en', 'zh-CN' / 'zh-Hans' (Simplified),
   *  'zh-TW' / 'zh-HK' / 'zh-Hant' (Traditional); other languages get English. Default 'auto'. */
  uiLang?: 'auto' | UiLang | string;
  /** Characters of Chinese names and rulings: 'auto' (Traditional on an element tagged zh-Hant /
   *  zh-TW / zh-HK or when the hovered word is written in Traditional), 'simplified' or
   *  'traditional' (converted on the fly). Default 'auto'. */
  chineseScript?: ChineseScript;
  /** Milliseconds the pointer rests on a word before the tooltip opens, 0..2000. Default 100. */
  delay?: number;
  /** Lowest confidence that is marked / hoverable. Default 'medium'. */
  minConfidence?: Confidence;
  /** Which keywords are marked: 'mechanics' (keyword abilities and actions that are mechanics,
   *  Adventure, face-down, ability words in card shape), 'rules' (adds cast, exile, the stack,
   *  counters, mana value…, for learners) or 'everything'. Default 'mechanics'. */
  level?: Level;
  /** Default 'all'. 'none' never draws marks (hover still works). */
  highlight?: HighlightMode;
  /** Default 'auto': the engine checks ~20k chars of the root's text for MTG signals once. */
  context?: ContextMode;
  /** Scan code / pre / kbd / samp too. Default false. */
  scanCode?: boolean;
  /** Default 'scoped'. 'provided': the page's styles already hold the mark rules for every
   *  element, from its first styling (see MarkStyles). */
  markStyles?: MarkStyles;
  /** Keyword ids never marked or shown by scanning (explicit markup still works). Default []. */
  ignore?: string[];
  /** Keywords, rulings and matcher terms. Required by `mount()`; the script tag loads it itself. */
  data?: WidgetData;
  /** Script-tag build only: where to fetch the data file. Default: `rulings-lens.data.json` next
   *  to the script (resolved against the script's src; an explicit value against the page). */
  dataUrl?: string;
  /** Remember the reader's 中文/English/both choice in localStorage (`rulings-lens:lang`). Default true. */
  rememberLang?: boolean;
  /** Extra rulings packs merged into `data` before the engine starts (ESM `mount()`; see
   *  WidgetPack). A bad pack is warned about (one line per problem) and left out. Default []. */
  packs?: WidgetPack[];
  /** Script-tag build only (`data-packs="a.txt b.zip"`): pack files to fetch, resolved against
   *  the page; a whitespace-separated string or an array. Default []. */
  packUrls?: string[] | string;
  /** The Comprehensive Rules, for the keywords' definitions (see WidgetCr): a URL (the script
   *  tag's `data-cr`), CR files, or a document already read. A bad or damaged CR is warned about
   *  (one line per problem) and left out whole. Default: none (no definitions). */
  cr?: WidgetCr;
  /** Makes the tooltip's rule number a link: a URL template, {rule} replaced by the number
   *  ('https://example.org/cr#{rule}'; http(s) or relative). Default: none (plain text). */
  ruleUrl?: string;
  /** Adds "Search" to the tooltip, linking to the site's search: a URL template with {query}
   *  (the keyword's name as the tooltip shows it first), {en}, {zh} or {id}. Default: none. */
  searchUrl?: string;
  /** ESM: "Search" as a button calling this with that name (wins over searchUrl). Default: none. */
  onSearch?: (query: string, keyword: TooltipKeyword) => void;
  /** The shortcuts that move to the next / previous mark in reading order, scroll it into view
   *  and open its tooltip (Enter then pins it, Esc goes back to where the reader was): modifiers
   *  and a key joined by "+", with Alt, Ctrl or Meta (letters and digits by name, other keys by
   *  their KeyboardEvent.code, e.g. "F2"). Either may be left out; `false` (the script tag's
   *  `data-keys="off"`) turns them off; the script tag takes `data-keys="Alt+Shift+J Alt+Shift+K"`.
   *  Default `{ next: 'Alt+Shift+J', prev: 'Alt+Shift+K' }`. */
  keys?: { next?: string; prev?: string } | false | string;
}

/** The shortcuts, normalised (keyboard/key-combo.ts); null: off. */
export interface NavKeys {
  readonly next: string;
  readonly prev: string;
}

export interface ResolvedOptions {
  readonly root: Element;
  readonly lang: DisplayLang;
  readonly theme: Theme;
  /** 'auto' resolved against navigator.language. */
  readonly uiLang: UiLang;
  readonly chineseScript: ChineseScript;
  readonly delay: number;
  readonly minConfidence: Confidence;
  readonly level: Level;
  readonly highlight: HighlightMode;
  readonly context: ContextMode;
  readonly scanCode: boolean;
  readonly markStyles: MarkStyles;
  readonly ignore: readonly string[];
  readonly data: WidgetData | null;
  /** null = the default sibling file (see DEFAULT_DATA_FILE). */
  readonly dataUrl: string | null;
  readonly rememberLang: boolean;
  readonly packs: readonly WidgetPack[];
  readonly packUrls: readonly string[];
  /** null: none. Checked where it is read (cr/apply-cr.ts), in the lazily loaded module. */
  readonly cr: WidgetCr | null;
  readonly keys: NavKeys | null;
  /** Link templates and the search callback for the tooltip (null: none; see WidgetOptions). */
  readonly ruleUrl: string | null;
  readonly searchUrl: string | null;
  readonly onSearch: ((query: string, keyword: TooltipKeyword) => void) | null;
}

export const DEFAULTS = {
  lang: 'both',
  theme: 'auto',
  chineseScript: 'auto',
  delay: 100,
  minConfidence: 'medium',
  level: DEFAULT_LEVEL,
  highlight: 'all',
  context: 'auto',
  scanCode: false,
  markStyles: 'scoped',
  rememberLang: true,
  keys: { next: 'alt+shift+j', prev: 'alt+shift+k' },
} as const satisfies Partial<ResolvedOptions>;

const HIGHLIGHT_MODES: readonly HighlightMode[] = ['all', 'high', 'none'];
const CONTEXT_MODES: readonly ContextMode[] = ['auto', 'mtg'];
const MARK_STYLES: readonly MarkStyles[] = ['scoped', 'provided'];
const CHINESE_SCRIPTS: readonly ChineseScript[] = ['auto', 'simplified', 'traditional'];
const KNOWN_KEYS = new Set([
  'root', 'lang', 'uiLang', 'chineseScript', 'theme', 'delay', 'minConfidence', 'level', 'highlight', 'context',
  'scanCode', 'markStyles', 'ignore', 'data', 'dataUrl', 'rememberLang', 'packs', 'packUrls', 'cr', 'keys',
  'ruleUrl', 'searchUrl', 'onSearch',
]);

export type Warn = (message: string) => void;

/**
 * Validates `raw` (a WidgetOptions-like object from code or data attributes) into ResolvedOptions.
 * `doc` resolves a `root` selector; the default root is `doc.body` (or `<html>` before there is one).
 */
export function resolveOptions(raw: unknown, warn: Warn = console.warn, doc: Document = document): ResolvedOptions {
  const input: Record<string, unknown> = {};
  if (raw !== undefined && raw !== null) {
    if (typeof raw === 'object' && !Array.isArray(raw)) Object.assign(input, raw);
    else warn(`rulings-lens: options should be an object, got ${describeValue(raw)}; using defaults`);
  }
  for (const key of Object.keys(input)) {
    if (!KNOWN_KEYS.has(key)) warn(`rulings-lens: unknown option "${key}" ignored`);
  }

  /** Applies a parser to one option; undefined means "not given" and is not warned about. The
   *  fallback is described only for a warning (cold code at every mount otherwise). */
  function pick<T>(key: string, parse: (v: unknown) => ParseResult<T>, fallback: T, fallbackText?: string): T {
    const v = input[key];
    if (v === undefined) return fallback;
    const { value, expected } = parse(v);
    if (value !== INVALID) return value;
    warn(`rulings-lens: option "${key}" has a bad value ${describeValue(v)} (expected ${expected}); using ${fallbackText ?? describeValue(fallback)}`);
    return fallback;
  }

  const defaultRoot = doc.body ?? doc.documentElement;
  return {
    root: pick('root', (v) => parseRoot(v, doc), defaultRoot, 'document.body'),
    lang: pick('lang', parseLang, DEFAULTS.lang),
    theme: pick('theme', (v) => parseEnum(v, THEMES), DEFAULTS.theme),
    uiLang: resolveUiLang(pick('uiLang', parseUiLang, 'auto'), doc),
    chineseScript: pick('chineseScript', (v) => parseEnum(v, CHINESE_SCRIPTS), DEFAULTS.chineseScript),
    delay: pick('delay', (v) => parseMs(v, 0, 2000), DEFAULTS.delay),
    minConfidence: pick('minConfidence', (v) => parseEnum(v, CONFIDENCES), DEFAULTS.minConfidence),
    level: pick('level', (v) => parseEnum(v, LEVELS), DEFAULTS.level),
    highlight: pick('highlight', (v) => parseEnum(v, HIGHLIGHT_MODES), DEFAULTS.highlight),
    context: pick('context', (v) => parseEnum(v, CONTEXT_MODES), DEFAULTS.context),
    scanCode: pick('scanCode', parseBool, DEFAULTS.scanCode),
    markStyles: pick('markStyles', (v) => parseEnum(v, MARK_STYLES), DEFAULTS.markStyles),
    ignore: pick('ignore', parseIdList, [] as string[], '[]'),
    data: pick<WidgetData | null>('data', parseData, null, 'no data'),
    dataUrl: pick<string | null>('dataUrl', parseUrl, null, 'the default sibling file'),
    rememberLang: pick('rememberLang', parseBool, DEFAULTS.rememberLang),
    // One pack or a list. Each pack is checked where packs are read (packs/apply-packs.ts, one
    // warning per bad pack, the others kept): that code is not in the script-tag build.
    packs: input.packs === undefined ? [] : ([] as WidgetPack[]).concat(input.packs as WidgetPack),
    packUrls: pick('packUrls', parseUrlList, [] as string[], '[]'),
    cr: (input.cr as WidgetCr | undefined) ?? null,
    keys: pick<NavKeys | null>('keys', parseKeys, DEFAULTS.keys, '"Alt+Shift+J Alt+Shift+K"'),
    ruleUrl: pick<string | null>('ruleUrl', (v) => parseUrlTemplate(v, ['{rule}']), null, 'none'),
    searchUrl: pick<string | null>('searchUrl', (v) => parseUrlTemplate(v, SEARCH_SLOTS), null, 'none'),
    onSearch: pick('onSearch', (v) => ({ value: typeof v === 'function' ? (v as ResolvedOptions['onSearch']) : INVALID, expected: 'a function' }), null, 'none'),
  };
}

/** `false` / "off", `{ next, prev }`, or "next prev" (the data attribute); an unnamed one keeps its default. */
function parseKeys(v: unknown): ParseResult<NavKeys | null> {
  const expected = 'false, "off", { next, prev } or "Alt+Shift+J Alt+Shift+K"';
  if (v === false || v === 'off' || v === 'false') return { value: null, expected };
  const [next, prev] = typeof v === 'string' ? v.trim().split(/\s+/) : v && typeof v === 'object' ? [(v as { next?: unknown }).next, (v as { prev?: unknown }).prev] : [0, 0];
  const one = (k: unknown, d: string) => (k === undefined ? d : typeof k === 'string' ? normaliseCombo(k) : null);
  const keys = { next: one(next, DEFAULTS.keys.next), prev: one(prev, DEFAULTS.keys.prev) };
  return { value: keys.next && keys.prev && keys.next !== keys.prev ? (keys as NavKeys) : INVALID, expected };
}

/** 'auto' (the default): the browser's language; a locale: its UI language (ui-locale.ts). */
function resolveUiLang(v: string, doc: Document): UiLang {
  return uiLangForLocale(v === 'auto' ? doc.defaultView?.navigator.language : v);
}

/** 'auto' or a locale-like tag ('en', 'zh-TW', 'zh-Hant'…): letters, digits, '-' or '_'. */
function parseUiLang(v: unknown): ParseResult<string> {
  const ok = typeof v === 'string' && /^(auto|[a-z]{2,3}([-_][a-z0-9]{1,8})*)$/i.test(v.trim());
  return { value: ok ? (v as string).trim() : INVALID, expected: "'auto' or a locale such as 'en', 'zh-CN', 'zh-TW'" };
}

function parseUrlList(v: unknown): ParseResult<string[]> {
  const list = typeof v === 'string' ? v.split(/\s+/) : v;
  const ok = Array.isArray(list) && list.every((u) => typeof u === 'string');
  return { value: ok ? (list as string[]).map((u) => u.trim()).filter(Boolean) : INVALID, expected: 'URLs (an array, or one string split at spaces)' };
}

function parseData(v: unknown): ParseResult<WidgetData> {
  const problem = widgetDataProblem(v);
  return { value: problem ? INVALID : (v as WidgetData), expected: `{ bundle, terms } (${problem})` };
}
