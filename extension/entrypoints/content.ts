// Content script (every frame of http(s) pages): wires the content controller to extension
// storage and to the background's lookups. Eager payload = widget engine + tooltip + the
// matcher's terms; ruling texts arrive from the background when a tooltip opens.
import terms from '@rulings-data/terms.json';
import { defineContentScript } from 'wxt/utils/define-content-script';
import type { TooltipData } from '../../widget/contracts.ts';
import { createTooltipUi } from '../../widget/tooltip/create-tooltip-ui.tsx';
import { createContentController } from '../lib/content-controller.ts';
import { askBackground, listen } from '../lib/messaging.ts';
import { loadSettings, updateSettings, watchSettings } from '../lib/settings-store.ts';
import { withIgnored } from '../lib/settings.ts';

export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  allFrames: true,
  runAt: 'document_idle',
  async main(ctx) {
    // One promise per keyword: hovering the same word twice asks the background once.
    const cache = new Map<string, Promise<TooltipData | undefined>>();
    const lookup = (id: string) => {
      let hit = cache.get(id);
      if (!hit) {
        hit = askBackground({ type: 'lookup', id }).then((data) => data ?? undefined);
        hit.catch(() => cache.delete(id)); // a failed lookup (background restarting) is retried next hover
        cache.set(id, hit);
      }
      return hit;
    };

    const controller = createContentController({
      doc: document,
      url: () => location.href,
      terms,
      lookup,
      createUi: createTooltipUi,
      onIgnoreKeyword: (id) => void updateSettings((s) => withIgnored(s, id)),
      onLangChange: (lang) => void updateSettings({ lang }),
    });

    // Only the top frame answers: the popup and the toggle command ask about the page the user sees.
    const stopListening = window === window.top ? listen(['site-status'], () => controller.status()) : () => {};
    const unwatch = watchSettings((s) => controller.apply(s));
    ctx.addEventListener(window, 'wxt:locationchange', () => controller.urlChanged());
    ctx.onInvalidated(() => {
      // The extension was updated or removed: leave the page exactly as it was.
      unwatch();
      stopListening();
      controller.destroy();
    });
    controller.apply(await loadSettings());
  },
});
