// Firefox ESR with the extension installed as a user installs it, in a profile kept on disk, so a
// test can close the browser and start it again on the same profile. launchFirefoxWithExtension
// (firefox-helpers.ts) installs a temporary add-on instead: it is gone, and its storage with it,
// when the browser closes. Here the store zip (`wxt zip`, an .xpi) is placed in the profile's
// `extensions/` folder under the add-on id, where Firefox installs it from on start: the
// add-on, its moz-extension:// id and its IndexedDB then outlive a restart as in real use.
// Unsigned: Firefox ESR honours xpinstall.signatures.required = false (release builds do not).
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { GECKO_ID } from '../../extension/lib/extension-ids.ts';
import { FIREFOX, firefoxExt, type FirefoxExt } from './firefox-helpers.ts';

/** Puts the extension's .xpi into `profile` (an empty folder), installed on the next start. */
export function installInProfile(profile: string, xpi: string): void {
  mkdirSync(join(profile, 'extensions'), { recursive: true });
  copyFileSync(xpi, join(profile, 'extensions', `${GECKO_ID}.xpi`));
}

/** Starts Firefox on `profile` (kept as it is on close: puppeteer only restores its prefs
 *  files), with the devtools server on `rdpPort` (firefox-rdp.ts) to reach extension pages. */
export async function launchFirefoxOnProfile(profile: string, opts: { rdpPort: number }): Promise<FirefoxExt> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    args: ['--start-debugger-server', String(opts.rdpPort)],
    extraPrefsFirefox: {
      'xpinstall.signatures.required': false,
      'devtools.debugger.remote-enabled': true,
      'devtools.chrome.enabled': true,
      'devtools.debugger.prompt-connection': false,
    },
  });
  return firefoxExt(browser, GECKO_ID);
}
