// One parser per option value. Each returns the accepted value, or INVALID with what was expected
// so resolveOptions can print one warning naming the option. No DOM work here except `root`.
import type { Confidence } from '../../rulings-data/schema.ts';
import type { DisplayLang, Theme } from '../contracts.ts';

export const INVALID = Symbol('invalid');
export type Parsed<T> = T | typeof INVALID;

export interface ParseResult<T> {
  value: Parsed<T>;
  /** What a good value looks like, for the warning. */
  expected: string;
}

export function parseLang(raw: unknown): ParseResult<DisplayLang> {
  const expected = "'zh', 'en' or 'both' (BCP 47 tags like 'zh-Hans', 'zh-CN', 'en-US' are accepted)";
  if (typeof raw !== 'string') return { value: INVALID, expected };
  const v = raw.trim().toLowerCase();
  if (v === 'both') return { value: 'both', expected };
  // Any Chinese tag shows the Chinese column (the rulings are Simplified; zh-Hant readers still
  // read them), any English tag the English one.
  if (/^zh(-|_|$)/.test(v)) return { value: 'zh', expected };
  if (/^en(-|_|$)/.test(v)) return { value: 'en', expected };
  return { value: INVALID, expected };
}

export function parseEnum<T extends string>(raw: unknown, allowed: readonly T[]): ParseResult<T> {
  const expected = allowed.map((a) => `'${a}'`).join(', ');
  if (typeof raw === 'string' && (allowed as readonly string[]).includes(raw.trim())) {
    return { value: raw.trim() as T, expected };
  }
  return { value: INVALID, expected };
}

export const THEMES: readonly Theme[] = ['auto', 'light', 'dark'];
export const CONFIDENCES: readonly Confidence[] = ['low', 'medium', 'high'];

/** Integer milliseconds in [min, max]; numeric strings (from data-* attributes) are accepted. */
export function parseMs(raw: unknown, min: number, max: number): ParseResult<number> {
  const expected = `a number of milliseconds from ${min} to ${max}`;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(n) || n < min || n > max) return { value: INVALID, expected };
  return { value: Math.round(n), expected };
}

/** Booleans; 'true' / 'false' / '' (a bare data attribute means true) from attributes. */
export function parseBool(raw: unknown): ParseResult<boolean> {
  const expected = 'true or false';
  if (typeof raw === 'boolean') return { value: raw, expected };
  if (raw === '' || raw === 'true') return { value: true, expected };
  if (raw === 'false') return { value: false, expected };
  return { value: INVALID, expected };
}

/** Keyword ids: an array of strings, or a comma-separated string (from an attribute). */
export function parseIdList(raw: unknown): ParseResult<string[]> {
  const expected = 'an array of keyword ids (strings)';
  const list = typeof raw === 'string' ? raw.split(',') : raw;
  if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) return { value: INVALID, expected };
  return { value: [...new Set(list.map((x: string) => x.trim()).filter(Boolean))], expected };
}

export function parseUrl(raw: unknown): ParseResult<string> {
  const expected = 'a non-empty URL string';
  if (typeof raw !== 'string' || raw.trim() === '') return { value: INVALID, expected };
  return { value: raw.trim(), expected };
}

/** The placeholders of a search link template (tooltip/link-template.ts searchAction). */
export const SEARCH_SLOTS: readonly string[] = ['{query}', '{en}', '{zh}', '{id}'];

/** A link template (ruleUrl, searchUrl): an http(s) or relative URL holding one of `slots`. Other
 *  schemes (javascript:, data:…) and whitespace, which URL parsing drops (java\tscript:), are
 *  refused: the tooltip renders it as an href. */
export function parseUrlTemplate(raw: unknown, slots: readonly string[]): ParseResult<string> {
  const expected = `an http(s) or relative URL with ${slots.join(' or ')}`;
  const v = typeof raw === 'string' ? raw.trim() : '';
  const ok = slots.some((slot) => v.includes(slot)) && !/[\s\0-\x1f]/.test(v) && !/^(?!https?:)[a-z][a-z\d+.-]*:/i.test(v);
  return { value: ok ? v : INVALID, expected };
}

/** An Element, or a selector matching one in `doc`. Invalid selectors are INVALID, not thrown. */
export function parseRoot(raw: unknown, doc: Document): ParseResult<Element> {
  const expected = 'an Element or a CSS selector matching one';
  if (typeof raw === 'string') {
    try {
      const el = doc.querySelector(raw);
      return { value: el ?? INVALID, expected };
    } catch {
      return { value: INVALID, expected };
    }
  }
  // nodeType rather than instanceof: elements from another realm (iframe) are fine too.
  if (typeof raw === 'object' && raw !== null && (raw as Node).nodeType === 1) return { value: raw as Element, expected };
  return { value: INVALID, expected };
}

/** Short printable form of a bad value for the warning (never dumps a whole object). */
export function describeValue(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 80 ? `${v.slice(0, 77)}...` : v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) return String(v);
  if (Array.isArray(v)) return `[array of ${v.length}]`;
  if (typeof v === 'object') return `[${(v as object).constructor?.name ?? 'object'}]`;
  return `[${typeof v}]`;
}
