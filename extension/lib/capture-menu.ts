// "Add to my rulings" (context menu on a selection, in the background): reads the selection
// WITH its line breaks from the frame's content script, stashes it for the capture page
// (capture-stash.ts) and opens that page beside the tab. The menu's own info.selectionText is
// the fallback, for frames without a content script (a browser page, a tab opened before the
// install): Chrome collapses its whitespace, so the capture page re-flows it (capture-text.ts)
// and says the layout was rebuilt.
import { browser } from 'wxt/browser';
import { unwrapReply } from './messages.ts';
import { boundedCapture, stashCapture, type StashArea } from './capture-stash.ts';

export const CAPTURE_MENU_ID = 'rulings-lens-capture';
/** The capture page (entrypoints/capture/); `#<stash id>` names what it shows. */
export const CAPTURE_PAGE = '/capture.html';

/** What a menu click passes that the capture reads (contextMenus.OnClickData, tabs.Tab). */
export interface CaptureClick {
  selectionText?: string;
  frameId?: number;
  pageUrl?: string;
}
export interface CaptureTab {
  id?: number;
  index?: number;
}

/** The frame's selection as its content script reads it; null when no content script answers. */
export async function frameSelection(tabId: number, frameId: number): Promise<string | null> {
  try {
    return unwrapReply('selection', await browser.tabs.sendMessage(tabId, { type: 'selection' }, { frameId }));
  } catch {
    return null; // no content script in that frame
  }
}

/** Runs on a click of "Add to my rulings": stash the selection, open the capture page. */
export async function captureSelection(info: CaptureClick, tab?: CaptureTab, area?: StashArea): Promise<string> {
  const fromPage = tab?.id === undefined ? null : await frameSelection(tab.id, info.frameId ?? 0);
  // An empty answer: the selection is in a text field or a shadow root the frame's
  // getSelection() does not see; the menu still knows the text.
  const capture = fromPage?.trim() ? boundedCapture(fromPage, 'page', info.pageUrl) : boundedCapture(info.selectionText ?? '', 'menu', info.pageUrl);
  const id = await stashCapture(capture, area);
  const url = browser.runtime.getURL(`${CAPTURE_PAGE}#${id}` as never);
  await browser.tabs.create({ url, ...(tab?.index === undefined ? {} : { index: tab.index + 1 }) });
  return id;
}
