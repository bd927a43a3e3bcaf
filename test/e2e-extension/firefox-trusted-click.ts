// A real (trusted) mouse click on an element of the extension's options page in headless Firefox.
// Why: Firefox grants permissions.request() only while a user input is being handled
// (`isHandlingUserInput`); a click dispatched by script — what firefox-options-page.ts can do
// from the background page — is refused with "permissions.request may only be called from a
// user input handler". WebDriver BiDi does not reach moz-extension:// tabs, so puppeteer cannot
// click there. Firefox's devtools server can evaluate in the PARENT process (privileged, with
// devtools.chrome.enabled): there, nsIDOMWindowUtils.sendNativeMouseEvent on the browser window
// sends the OS-level mouse events a person's click would make (headless Firefox's widget takes
// them), which reach the options tab as trusted input.
import type { FirefoxOptionsPage } from './firefox-options-page.ts';
import type { RdpClient } from './firefox-rdp.ts';

/** The console actor of Firefox's parent process. */
export async function parentConsole(rdp: RdpClient): Promise<string> {
  const { processDescriptor } = await rdp.request('root', 'getProcess', { id: 0 });
  const target = await rdp.request(processDescriptor.actor, 'getTarget');
  return target.process.consoleActor as string;
}

/** Clicks the first element matching `selector` in the options tab as a person would. */
export async function trustedClick(rdp: RdpClient, parent: string, options: FirefoxOptionsPage, selector: string): Promise<void> {
  const at = await options.run<{ x: number; y: number } | { missing: true }>(`
    const el = d.querySelector(${JSON.stringify(selector)});
    if (!el) return { missing: true };
    el.scrollIntoView({ block: 'center' });
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  `);
  if (!at || 'missing' in at) throw new Error(`trustedClick: no ${selector} in the options page`);
  const done = await rdp.evaluate(
    parent,
    `(() => {
      const win = Services.wm.getMostRecentWindow('navigator:browser');
      const tab = win.gBrowser.tabs.find((t) => t.linkedBrowser.currentURI.spec.endsWith('/options.html'));
      if (!tab) return 'no options tab';
      win.gBrowser.selectedTab = tab;
      const box = tab.linkedBrowser.getBoundingClientRect();
      const u = win.windowUtils;
      const ratio = win.devicePixelRatio;
      const x = (win.mozInnerScreenX + box.left + ${at.x}) * ratio;
      const y = (win.mozInnerScreenY + box.top + ${at.y}) * ratio;
      const root = win.document.documentElement;
      for (const message of [u.NATIVE_MOUSE_MESSAGE_MOVE, u.NATIVE_MOUSE_MESSAGE_BUTTON_DOWN, u.NATIVE_MOUSE_MESSAGE_BUTTON_UP]) u.sendNativeMouseEvent(x, y, message, 0, 0, root, null);
      return 'clicked';
    })()`,
  );
  if (done !== 'clicked') throw new Error(`trustedClick: ${String(done)}`);
}
