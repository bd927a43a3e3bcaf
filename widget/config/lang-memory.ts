// Remembers the reader's language choice across pages of a site. localStorage can throw (sandboxed
// iframes, blocked storage), so every access is guarded: forgetting is fine, breaking is not.
import type { DisplayLang } from '../contracts.ts';

export const LANG_STORAGE_KEY = 'rulings-lens:lang';
const VALID = new Set<string>(['zh', 'en', 'both']);

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readRememberedLang(): DisplayLang | null {
  try {
    const v = storage()?.getItem(LANG_STORAGE_KEY);
    return v && VALID.has(v) ? (v as DisplayLang) : null;
  } catch {
    return null;
  }
}

export function rememberLang(lang: DisplayLang): void {
  try {
    storage()?.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Quota or privacy mode: the choice just is not remembered.
  }
}
