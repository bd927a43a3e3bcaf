// The ONE element the tooltip adds to a page: a shadow host that isolates our styles from the
// page and the page's styles from us.
//
// - A plain element with a unique tag name, NOT a registered custom element: pages (and other
//   extensions) may have their own registries, polyfills or clashing names.
// - `all: initial` so no page rule leaks in; fixed, 0×0 and z-index max so it never affects
//   layout and is above everything; `pointer-events: none` on the host so its (empty) box can
//   never swallow a click, the panel re-enables them for itself.
// - Styles are adopted as a constructable stylesheet: a strict `style-src` CSP blocks inline
//   `<style>` elements but not adopted sheets. `<style>` is only the fallback for engines
//   without constructable sheets (or where adopting throws, e.g. cross-compartment sheets).
// - Re-parented into the fullscreen element while there is one, otherwise it would be hidden
//   behind the fullscreen layer.
import { adoptShadowCss, isolateHost } from '../host-style.ts';
import { TOOLTIP_CSS } from './styles.ts';

export const HOST_TAG = 'rulings-lens-ui';
export const HOST_ATTR = 'data-rulings-lens-ui';

export interface TooltipHost {
  readonly host: HTMLElement;
  readonly shadow: ShadowRoot;
  /** Where Preact renders (a plain div inside the shadow root). */
  readonly mount: HTMLElement;
  /** How the stylesheet got in: 'adopted' (constructable sheet) or 'style-element' (fallback). */
  readonly styleMode: 'adopted' | 'style-element';
  /** Puts the host back if the page removed it (SPAs sometimes wipe what they did not create). */
  ensureAttached(): void;
  /** Removes the host and the fullscreen listeners. Idempotent. */
  destroy(): void;
}

/** Elements that cannot render children: re-parenting into them would hide the tooltip. */
const REPLACED = new Set(['VIDEO', 'IFRAME', 'IMG', 'CANVAS', 'EMBED', 'OBJECT', 'AUDIO']);

export function createHost(container?: HTMLElement, doc: Document = document): TooltipHost {
  const home = container ?? doc.documentElement;
  const host = doc.createElement(HOST_TAG);
  host.setAttribute(HOST_ATTR, '');
  isolateHost(host, 'fixed', [['z-index', '2147483647']]);
  const shadow = host.attachShadow({ mode: 'open' });
  const styleMode = adoptShadowCss(shadow, doc, TOOLTIP_CSS);

  const mount = doc.createElement('div');
  mount.setAttribute('data-part', 'root');
  shadow.appendChild(mount);

  // The fullscreen element when it can show children, else the home container.
  const place = () => {
    const fs = fullscreenElement(doc);
    const target = fs && !REPLACED.has(fs.tagName.toUpperCase()) ? fs : home;
    if (host.parentNode !== target) target.appendChild(host);
  };
  // Placed through place() from the start: the host is created lazily (on the first tooltip),
  // which may be while an element is already fullscreen.
  place();
  const onFullscreenChange = () => place();
  doc.addEventListener('fullscreenchange', onFullscreenChange);
  doc.addEventListener('webkitfullscreenchange', onFullscreenChange);

  let destroyed = false;
  return {
    host,
    shadow,
    mount,
    styleMode,
    ensureAttached() {
      if (!destroyed && !host.isConnected) place();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      doc.removeEventListener('fullscreenchange', onFullscreenChange);
      doc.removeEventListener('webkitfullscreenchange', onFullscreenChange);
      host.remove();
    },
  };
}

function fullscreenElement(doc: Document): Element | null {
  return doc.fullscreenElement ?? (doc as Document & { webkitFullscreenElement?: Element | null }).webkitFullscreenElement ?? null;
}
