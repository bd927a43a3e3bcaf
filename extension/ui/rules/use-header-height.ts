// Keeps `--header-h` on the page at the sticky header's height (0 where it does not stick), so
// a rule a jump scrolls to lands below the header, not under it (rules.css scroll-margin-top).
import { useLayoutEffect, type MutableRef } from 'preact/hooks';

export function useHeaderHeight(page: MutableRef<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = page.current;
    const header = root?.querySelector<HTMLElement>('.rules-header');
    if (!root || !header || typeof ResizeObserver !== 'function') return;
    const update = () => {
      const sticky = getComputedStyle(header).position === 'sticky';
      root.style.setProperty('--header-h', sticky ? `${header.offsetHeight}px` : '0px');
    };
    const observer = new ResizeObserver(update);
    observer.observe(header);
    window.addEventListener('resize', update); // the media query may switch stickiness at the same height
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);
}
