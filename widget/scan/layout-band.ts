// "Near the viewport" from the page's layout, shared by what the scanner matches
// (near-content.ts) and what the highlighter draws (near-viewport.ts). Near = the box meets the
// band from one viewport height above the viewport to one below it. Long lists of children in
// normal block flow are binary-searched (their boxes stack in document order), so a check reads
// a few dozen boxes instead of one per element; the layout is only read, never written, so it is
// computed at most once per check.

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}

/** What is read from the page; injectable for tests (happy-dom has no layout). */
export interface Layout {
  rect(el: Element): Box;
  /** Computed style (only read for elements with many children or without a box). */
  style(el: Element): Pick<CSSStyleDeclaration, 'display' | 'position' | 'columnCount' | 'columnWidth' | 'writingMode'>;
  viewport(): { width: number; height: number };
}

export interface Band {
  top: number;
  bottom: number;
  width: number;
  /** The viewport's height. */
  height: number;
}

export function browserLayout(win: Window & typeof globalThis): Layout {
  return {
    rect: (el) => el.getBoundingClientRect(),
    style: (el) => win.getComputedStyle(el),
    viewport: () => ({ width: win.innerWidth, height: win.innerHeight }),
  };
}

export function bandOf(layout: Layout): Band {
  const { width, height } = layout.viewport();
  return { top: -height, bottom: 2 * height, width, height };
}

/** Does the box meet the band? 'none' for an element without a box of its own. */
export function nearBox(b: Box, band: Band): boolean | 'none' {
  if (b.width === 0 && b.height === 0) return 'none';
  return b.bottom >= band.top && b.top <= band.bottom && b.right >= 0 && b.left <= band.width;
}

/** Displays whose children stack in document order in the block direction. */
const STACKING = new Set(['block', 'flow-root', 'list-item', 'table-row-group']);

/** Do `el`'s children's boxes follow document order (block direction top to bottom)? */
export function stacks(layout: Layout, el: Element): boolean {
  const s = layout.style(el);
  return STACKING.has(s.display) && s.columnCount === 'auto' && s.columnWidth === 'auto' && s.writingMode.startsWith('horizontal');
}

/**
 * Calls `visit` for the items of `list` (in document order) whose box may meet the band.
 * `ordered`: their boxes stack in document order, so the first one reaching the band is
 * binary-searched and the walk stops at the first one past it; otherwise every box is read.
 * A box-less item met by the search says nothing about where things are: every item is read.
 */
export function eachNear<T>(layout: Layout, band: Band, list: ArrayLike<T>, elOf: (t: T) => Element, ordered: boolean, visit: (t: T, box: Box) => void): void {
  let lo = 0;
  if (ordered) {
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const b = layout.rect(elOf(list[mid]));
      if (b.width === 0 && b.height === 0) return eachNear(layout, band, list, elOf, false, visit);
      if (b.bottom < band.top) lo = mid + 1;
      else hi = mid;
    }
  }
  for (let i = lo; i < list.length; i++) {
    const b = layout.rect(elOf(list[i]));
    if (ordered && b.top > band.bottom && (b.width > 0 || b.height > 0)) break;
    visit(list[i], b);
  }
}
