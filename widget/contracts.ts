// Interfaces between the widget's engine (scanner, highlighter, hit-testing, mount) and its
// tooltip UI, and between the widget and whoever supplies the rulings (the widget's own bundle,
// or the extension's background page answering on demand).
import type { Confidence, Definition, FullRule, KeywordKind, KeywordSummary } from '../rulings-data/schema.ts';

/** Which language(s) the tooltip shows. Remembered per user (localStorage / extension storage). */
export type DisplayLang = 'zh' | 'en' | 'both';
export type Theme = 'auto' | 'light' | 'dark';
/** Language of the tooltip's labels and buttons (not of the rulings): the UI locale's. */
export type UiLang = 'en' | 'zh-Hans' | 'zh-Hant';
/** Which characters Chinese names and rulings are shown in: 'auto' follows the page (a
 *  zh-Hant / zh-TW / zh-HK tagged element, or a Traditional matched word). */
export type ChineseScript = 'auto' | 'simplified' | 'traditional';

/** One keyword as the tooltip shows it. */
export interface TooltipKeyword {
  id: string;
  kind: KeywordKind;
  rule: string;
  /** English display name. */
  en: string;
  /** Simplified Chinese display name. */
  zhHans: string;
  zhHant: string;
  /** One-line summary in our own words (committed data, there without the CR pack). */
  summary?: KeywordSummary;
  /** CR paragraphs, [0] the one that says what the keyword does; absent when the bundle was
   *  built without the data pack, and for ability words (no rules meaning of their own). */
  definitions?: Definition[];
  /** The whole CR rule, for the "whole rule" view; absent without the data pack. */
  fullRule?: FullRule;
}

/** A keyword named as the topic of rulings, in the display languages. */
export interface MentionTopic {
  id: string;
  en: string;
  zhHans: string;
}

export interface TooltipRuling {
  id: string;
  date: string;
  source: string;
  en: string;
  zh: string;
}

/** Everything one tooltip needs, resolved for one keyword. */
export interface TooltipData {
  keyword: TooltipKeyword;
  /** The rulings about the keyword (primary links), most relevant first. */
  rulings: TooltipRuling[];
  /** Rulings that only mention it, most relevant first; shown apart, collapsed (absent: none). */
  mentioned?: TooltipRuling[];
  /** How many rulings mention it in all, when `mentioned` holds only the most relevant of them
   *  (the extension's background caps what crosses a message: tens of thousands of imported
   *  rulings make a common word's list megabytes); absent: `mentioned` is all of them. */
  mentionedTotal?: number;
  /** What those rulings are about, when one or two keywords say it ("mentioned in Disguise
   *  rulings"); absent when they are about many things or nothing known. */
  mentionedIn?: MentionTopic[];
  /** Latest ruling date in the data: "rulings as of …". */
  dataDate: string;
  /** Names of the imported packs merged with the built-in rulings (absent: built-in only). */
  packs?: string[];
  /** Subscribed packs with an attribution or licence whose rulings this tooltip shows (the
   *  footer credits each: "Rulings from <pack>: <attribution> · <licence>"). Absent: none. */
  attributions?: PackAttribution[];
}

/** Who made a subscribed pack and its licence, as its index says (extension subscriptions). */
export interface PackAttribution {
  pack: string;
  attribution?: string;
  licence?: string;
}

/** Supplies tooltip data by keyword id. Sync for the embedded bundle, async for the extension. */
export type LookupFn = (id: string) => TooltipData | undefined | Promise<TooltipData | undefined>;

/** What the matched word looked like on the page (shown as "why marked"). */
export interface MatchInfo {
  text: string;
  confidence: Confidence;
}

/** Anything the tooltip can be positioned against (a Range or a virtual element). */
export interface Anchor {
  getBoundingClientRect(): DOMRect;
  getClientRects?(): DOMRectList | DOMRect[];
}

export interface TooltipUiOptions {
  theme: Theme;
  lang: DisplayLang;
  /** Language of the labels (config/ui-locale.ts uiLangForLocale). Default: the browser's
   *  (navigator.language); the extension passes browser.i18n.getUILanguage()'s. */
  uiLang?: UiLang;
  /** Simplified or Traditional characters for Chinese text. Default 'auto'. */
  chineseScript?: ChineseScript;
  /** Called when the user flips the 中文 / English / both switch, so the choice is remembered. */
  onLangChange?(lang: DisplayLang): void;
  /** Called by the "don't mark this word" action (the extension stores it; the widget may omit it). */
  onIgnoreKeyword?(id: string): void;
  /** When given, the header's rule number ("CR 702.9") is a button that calls it with the rule
   *  (the extension opens its rules viewer there, when a CR is imported). Default: plain text. */
  onOpenRule?(rule: string): void;
  /** A URL template for the rule number, '{rule}' replaced ('https://example.org/cr#{rule}'):
   *  it becomes a link there (onOpenRule wins when both are given). Default: none, plain text. */
  ruleUrl?: string;
  /** A URL template for the footer's "Search" link: {query} (the keyword's name as the tooltip
   *  shows it first), {en}, {zh}, {id}. Default: none, no search offered. */
  searchUrl?: string;
  /** Makes "Search" a button calling this with that name (wins over searchUrl; the extension
   *  opens its popup search). Default: none. */
  onSearch?(query: string, keyword: TooltipKeyword): void;
  /** Where to put the host element. Default: document.documentElement (re-parented into the fullscreen element when there is one). */
  container?: HTMLElement;
}

export interface TooltipUi {
  /** The single element the widget adds to the page (shadow host, `all: initial`). */
  readonly host: HTMLElement;
  show(data: TooltipData, anchor: Anchor, info: MatchInfo, opts?: { pinned?: boolean }): void;
  hide(): void;
  /** Pins the open tooltip: focus moves into it; Esc or close returns focus to `returnFocusTo`. */
  pin(returnFocusTo?: HTMLElement | null): void;
  isOpen(): boolean;
  isPinned(): boolean;
  /** True when the event target / point is inside the tooltip (to keep it open while the pointer travels into it). */
  containsEventTarget(target: EventTarget | null): boolean;
  /** Bounding box of the tooltip panel, or null when closed (for the "safe triangle" test). */
  panelRect(): DOMRect | null;
  setTheme(theme: Theme): void;
  setLang(lang: DisplayLang): void;
  /** Renders and lays out a hidden panel for `data`, then takes it down, so the first real show
   *  does not pay for the first render, style match and font fallback (warm-up.ts). Does nothing
   *  once a tooltip was shown. Optional: a UI without it is simply not warmed. */
  prepare?(data: TooltipData, info: MatchInfo): void;
  /** Says `text` to screen readers once, through the tooltip's polite live region (e.g. which
   *  mark a shortcut reached). Said together with the opening tooltip's own words (keyword,
   *  names, first ruling) when called within a moment of show(); a later call replaces an
   *  earlier one not yet said. Optional: a UI without it says nothing. */
  announce?(text: string): void;
  destroy(): void;
}
