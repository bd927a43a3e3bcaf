// Shared set-up of the extension pages: the document language follows the UI locale (so CJK
// glyphs pick the right font).
import { browser } from 'wxt/browser';

export function applyDocumentLocale(title: string): void {
  const ui = browser.i18n.getUILanguage();
  document.documentElement.lang = /^zh/i.test(ui) ? 'zh-Hans' : 'en';
  document.title = title;
}
