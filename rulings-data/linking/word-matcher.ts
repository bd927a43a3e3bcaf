// Test fixture: a word-list matcher, enough to check the linking rules in isolation (the real
// matcher is exercised by the bundle tests). Latin words and Han pairs are looked up in `words`.
import type { Match } from '../schema.ts';
import type { TextMatcher } from './link-rulings.ts';

export function wordMatcher(words: Readonly<Record<string, string>>): TextMatcher {
  return {
    match(text) {
      const out: Match[] = [];
      for (const m of text.matchAll(/[a-z]+|[\u4e00-\u9fff]{2}/gi)) {
        const id = words[m[0].toLowerCase()];
        if (id) out.push({ start: m.index!, end: m.index! + m[0].length, id, lang: 'en', confidence: 'medium' });
      }
      return out;
    },
  };
}
