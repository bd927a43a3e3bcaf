// Reduces an HTML document to the text a reader sees, without a DOM: drops <script>, <style>,
// <noscript>, <template> and comments, turns block tags into line breaks, decodes entities.
// Good enough for `rulings scan`; the widget works on the real DOM instead.

const HIDDEN = /<(script|style|noscript|template|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const BLOCK = /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|blockquote|pre|hr)\b[^>]*>/gi;
const TAG = /<[^>]*>/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', mdash: '—', ndash: '–', hellip: '…' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

export function looksLikeHtml(text: string): boolean {
  return /^\s*(<!doctype html|<html|<head|<body)/i.test(text) || /<(p|div|span|br)\b[^>]*>/i.test(text);
}

export function htmlToText(html: string): string {
  const text = html.replace(COMMENT, '').replace(HIDDEN, '').replace(BLOCK, '\n').replace(TAG, '');
  return decodeEntities(text).replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n');
}
