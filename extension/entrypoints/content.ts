// Content script (every frame of http(s) pages): wires the content controller to extension
// storage, to the background and to the lazily loaded tooltip. It is parsed on every page, so it
// carries only the widget engine (scanner, highlighter, hit-testing), settings and
// messaging — budget 25 KB gzip, enforced by test/e2e-extension/build-output.e2e.test.ts:
// - the matcher's terms come from the background, asked once per frame when the frame may run,
//   and the matcher's code (entrypoints/matcher.ts) is imported alongside them;
// - the tooltip UI (Preact + components, entrypoints/tooltip-ui.ts) is imported when the first
//   tooltip is asked for, alongside its lookup; until it is there a proxy stands in for it
//   (widget/tooltip/lazy-tooltip-ui.ts); the same module brings the mark layer where a page is big
//   enough to need one (widget/highlight/lazy-mark-layer.ts);
// - ruling texts arrive from the background when a tooltip opens.
import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import type { TooltipData } from '../../widget/contracts.ts';
import { lazyMarkLayer } from '../../widget/highlight/lazy-mark-layer.ts';
import { createLazyTooltipUi } from '../../widget/tooltip/lazy-tooltip-ui.ts';
import { uiLangForLocale } from '../../widget/config/ui-locale.ts';
import { createContentController } from '../lib/content-controller.ts';
import { markRulesInManifest, PAGE_MATCHES } from '../lib/mark-rules.ts';
import { askBackground, listen } from '../lib/messaging.ts';
import { loadSettings, updateSettings, watchSettings } from '../lib/settings-store.ts';
import { withIgnored } from '../lib/settings.ts';
import { loadMatcher } from '../lib/matcher-loader.ts';
import { loadTooltipUi } from '../lib/tooltip-ui-loader.ts';
import { readCrFlag, watchCrFlag } from '../lib/cr-flag.ts';

export default defineContentScript({
  matches: PAGE_MATCHES,
  allFrames: true,
  runAt: 'document_idle',
  async main(ctx) {
    // One promise per keyword: hovering the same word twice asks the background once.
    const cache = new Map<string, Promise<TooltipData | undefined>>();
    const lookup = (id: string) => {
      // The first tooltip needs its UI too: load it while the background answers, not after.
      loadTooltipUi().catch(() => {}); // a failure is reported by the tooltip's own load
      let hit = cache.get(id);
      if (!hit) {
        hit = askBackground({ type: 'lookup', id }).then((data) => data ?? undefined);
        hit.catch(() => cache.delete(id)); // a failed lookup (background restarting) is retried next hover
        cache.set(id, hit);
      }
      return hit;
    };

    // Imported packs changed (the background bumps `dataVersion`): forget the cached lookups.
    const onData = (changes: Record<string, unknown>) => void ('dataVersion' in changes && cache.clear());
    browser.storage.local.onChanged.addListener(onData);
    // The tooltip's rule number opens the rules viewer when a CR is imported (lib/cr-flag.ts).
    let crImported = false;

    const controller = createContentController({
      doc: document,
      url: () => location.href,
      terms: () => {
        loadMatcher().catch(() => {}); // asked with the terms; a failure is reported where it is used
        return askBackground({ type: 'terms' });
      },
      createMatcher: (data) => loadMatcher().then((m) => m.createMatcher(data)),
      lookup,
      // Labels in the browser's UI language (zh-CN / zh-TW / en), the rulings in the reader's choice.
      createUi: (options) => createLazyTooltipUi({ ...options, uiLang: uiLangForLocale(browser.i18n.getUILanguage()) }, { load: () => loadTooltipUi().then((ui) => ui.createTooltipUi) }),
      // Marks drawn as boxes (Chrome, pages of over 50,000 elements; the Firefox build's rules are
      // in the page, so it never asks): the layer comes with the tooltip UI module.
      markLayer: lazyMarkLayer(() => loadTooltipUi().then((ui) => ui.createMarkLayer)),
      // The next / previous marked word commands: their code comes with the tooltip UI module.
      markNav: () => loadTooltipUi().then((ui) => ui.createMarkNav),
      onIgnoreKeyword: (id) => void updateSettings((s) => withIgnored(s, id)),
      onLangChange: (lang) => void updateSettings({ lang }),
      rules: { available: () => crImported, open: (rule) => void askBackground({ type: 'open-rule', rule }).catch(() => {}) },
      onSearch: (query) => void askBackground({ type: 'open-search', query }).catch(() => {}),
      // The build declared the mark rules as content-script CSS (in place since document_start).
      markStyles: markRulesInManifest(import.meta.env.BROWSER) ? 'provided' : 'scoped',
    });

    // Only the top frame answers: the popup and the toggle command ask about the page the user
    // sees, and the next / previous marked word commands move through it.
    const stopListening =
      window === window.top ? listen(['site-status', 'mark-nav'], (r) => (r.type === 'mark-nav' ? (controller.nav(r.dir), null) : controller.status())) : () => {};
    // "Add to my rulings" asks the frame it was used in for the selection with its line breaks
    // (the menu's own selectionText collapses them): lib/capture-menu.ts.
    const stopSelection = listen(['selection'], () => getSelection()?.toString() ?? '');
    const unwatch = watchSettings((s) => controller.apply(s));
    const crFlag = (imported: boolean) => {
      crImported = imported;
      controller.rulesChanged();
    };
    const unwatchCr = watchCrFlag(crFlag);
    void readCrFlag().then(crFlag, () => {});
    ctx.addEventListener(window, 'wxt:locationchange', () => controller.urlChanged());
    ctx.onInvalidated(() => {
      // The extension was updated or removed: leave the page exactly as it was.
      unwatch();
      stopListening();
      stopSelection();
      unwatchCr();
      browser.storage.local.onChanged.removeListener(onData);
      controller.destroy();
    });
    controller.apply(await loadSettings());
  },
});
