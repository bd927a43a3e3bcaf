// Puts text on the clipboard from a click in the tooltip. The async Clipboard API first; where it
// is missing (http pages are not secure contexts) or refuses (permission, unfocused document),
// the old way: a hidden textarea selected and execCommand('copy'), inside the tooltip's own
// shadow root so the page's DOM never sees it. Both need the click's user activation, which
// lasts across the one await below.
export type CopyMethod = 'clipboard' | 'fallback';

/** Copies `text`; `from` is the clicked button (focus returns to it). Null when both ways failed. */
export async function copyText(text: string, from: HTMLElement): Promise<CopyMethod | null> {
  const clipboard = from.ownerDocument.defaultView?.navigator.clipboard;
  if (typeof clipboard?.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return 'clipboard';
    } catch {
      // Refused: the old way below may still be allowed.
    }
  }
  return copyWithTextarea(text, from) ? 'fallback' : null;
}

function copyWithTextarea(text: string, from: HTMLElement): boolean {
  const doc = from.ownerDocument;
  const root = from.getRootNode();
  const area = doc.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.tabIndex = -1;
  area.setAttribute('aria-hidden', 'true');
  area.setAttribute('data-part', 'copy-area');
  // CSSOM, not a style attribute: allowed under a strict CSP. Off-screen, never laid over text.
  for (const [k, v] of [['position', 'fixed'], ['top', '0'], ['left', '-9999px'], ['width', '1px'], ['height', '1px'], ['opacity', '0']]) area.style.setProperty(k, v);
  const parent = root.nodeType === 11 ? (root as ShadowRoot) : (doc.body ?? doc.documentElement);
  parent.appendChild(area);
  let ok = false;
  try {
    area.select();
    ok = doc.execCommand('copy');
  } catch {
    ok = false;
  } finally {
    area.remove();
    from.focus({ preventScroll: true });
  }
  return ok;
}
