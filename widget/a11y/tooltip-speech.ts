// What opening a tooltip says through the live region: the heading's accessible name
// ("Proliferate, 增殖, rule 701.34"), then the first ruling as the panel shows it (each text in
// its language: 中文, English or both), or the panel's "no rulings" line. Read from the RENDERED
// panel rather than from the data, so it is always what a sighted reader sees first, whatever
// display language, script or UI language produced it.
import { createLiveRegion, type SpokenPart } from './live-region.ts';

export interface TooltipSpeech {
  /** A tooltip opened on `panel` (just rendered): says its opening words, once per keyword
   *  opened: showing the same keyword again (pinning it, a re-render) says nothing. */
  opened(panel: HTMLElement, keywordId: string): void;
  /** The tooltip closed: what was not said yet is dropped, the region emptied. */
  closed(): void;
  /** TooltipUi.announce: a message of the engine's (e.g. the mark a shortcut reached). */
  announce(text: string): void;
  destroy(): void;
}

/** The tooltip's voice: a live region in `parent` (the tooltip's shadow root, next to the
 *  panel's mount: Preact must not own it) and the once-per-opening rule. */
export function createTooltipSpeech(parent: Node, doc: Document): TooltipSpeech {
  const region = createLiveRegion(parent, doc);
  let openOn: string | null = null;
  return {
    opened(panel, keywordId) {
      if (openOn === keywordId) return;
      openOn = keywordId;
      // Read when written: a language switch or a script conversion in between is included.
      region.announce(() => openingWords(panel), 'tooltip');
    },
    closed() {
      openOn = null;
      region.clear();
    },
    announce: (text) => region.announce(text),
    destroy: () => region.destroy(),
  };
}

export function openingWords(panel: HTMLElement): SpokenPart[] {
  const parts: SpokenPart[] = [];
  const heading = panel.querySelector('h2');
  const name = heading?.getAttribute('aria-label') || heading?.textContent || '';
  if (name) parts.push({ text: `${name}.`, lang: panel.lang || undefined });
  const first = panel.querySelector('[data-part="ruling"]');
  if (first) {
    for (const p of first.querySelectorAll<HTMLElement>('.ruling-text')) parts.push({ text: p.textContent ?? '', lang: p.lang || undefined });
  } else {
    const none = panel.querySelector('[data-part="no-rulings"]');
    if (none) parts.push({ text: none.textContent ?? '', lang: panel.lang || undefined });
  }
  return parts;
}
