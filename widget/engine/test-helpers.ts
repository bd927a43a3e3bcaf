// Shared fixtures for the engine's unit tests: a tiny bundle + matcher terms built from the
// matcher's hand-written keyword rows, and a fake TooltipUi that records what it was asked.
import { compileTerms } from '../../rulings-data/matcher/index.ts';
import { FIXTURE } from '../../rulings-data/matcher/test-fixtures.ts';
import type { Bundle, Ruling } from '../../rulings-data/schema.ts';
import type { WidgetData } from '../config/widget-data.ts';
import type { Anchor, MatchInfo, TooltipData, TooltipUi } from '../contracts.ts';

const ruling = (id: string, date: string, en: string, zh: string): Ruling => ({
  id,
  date,
  source: 'official',
  en,
  zh,
  origins: [{ file: 'fixture.txt', line: 1 }],
});

export const RULINGS: Ruling[] = [
  ruling('r-aaaaaaaaaa', '2023-11-10', 'You can proliferate even with no counters.', '即使没有指示物也可以增殖。'),
  ruling('r-bbbbbbbbbb', '2024-07-05', 'Proliferate chooses any permanents with counters.', '增殖可以选择任何有指示物的永久物。'),
  ruling('r-cccccccccc', '2022-01-01', 'Deathtouch applies to any damage.', '死触对任何伤害都有效。'),
];

export function fixtureBundle(): Bundle {
  return {
    format: 1,
    dataDate: '2024-07-05',
    crVersion: null,
    keywords: FIXTURE.map((k) => ({
      ...k,
      // Deliberately NOT date- or id-ordered: the lookup must keep this ranked order.
      rulings:
        k.id === 'proliferate'
          ? [
              { rulingId: 'r-bbbbbbbbbb', score: 9, primary: true },
              { rulingId: 'r-aaaaaaaaaa', score: 4, primary: true },
            ]
          : k.id === 'deathtouch'
            ? [{ rulingId: 'r-cccccccccc', score: 5, primary: true }]
            : [],
    })),
    rulings: RULINGS,
    files: ['fixture.txt'],
    searchIndex: { keywords: null, rulings: null },
  };
}

export function fixtureData(): WidgetData {
  return { bundle: fixtureBundle(), terms: compileTerms(FIXTURE) };
}

export interface FakeUi extends TooltipUi {
  shows: Array<{ data: TooltipData; anchor: Anchor; info: MatchInfo; pinned: boolean }>;
  pins: number;
  destroyed: boolean;
}

/** A TooltipUi stand-in: adds its host to <html> like the real one, records show/pin/hide. */
export function fakeUi(doc: Document = document): FakeUi {
  const host = doc.createElement('rulings-lens-ui');
  host.setAttribute('data-rulings-lens-ui', '');
  doc.documentElement.appendChild(host);
  let open = false;
  let pinned = false;
  const ui: FakeUi = {
    host,
    shows: [],
    pins: 0,
    destroyed: false,
    show(data, anchor, info, opts) {
      ui.shows.push({ data, anchor, info, pinned: !!opts?.pinned });
      open = true;
      pinned = !!opts?.pinned;
    },
    hide() {
      open = false;
      pinned = false;
    },
    pin() {
      ui.pins++;
      if (open) pinned = true;
    },
    isOpen: () => open,
    isPinned: () => open && pinned,
    containsEventTarget: (t) => !!t && (t === host || host.contains(t as Node)),
    panelRect: () => (open ? new DOMRect(0, 0, 100, 100) : null),
    setTheme() {},
    setLang() {},
    destroy() {
      ui.destroyed = true;
      host.remove();
    },
  };
  return ui;
}
