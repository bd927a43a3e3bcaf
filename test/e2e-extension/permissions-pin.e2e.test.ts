// Pins what the built extension may do, in BOTH manifests, so any new permission, host access,
// content-script reach or page-exposed file is a reviewed change to this file (build-output's
// manifest tests check the Chrome side and the Firefox declarations; this adds the Firefox
// reach and the full key set of each manifest). Also: no string-to-code in the built output.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureExtensionBuilt, type Built } from './build-once.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let built: Built;
beforeAll(async () => {
  built = await ensureExtensionBuilt();
}, 240_000);

const manifest = (dir: string): Json => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Json;
const CONTENT_SCRIPTS = [{ matches: ['http://*/*', 'https://*/*'], all_frames: true, run_at: 'document_idle', js: ['content-scripts/content.js'] }];
// Firefox also declares the mark rules (`::highlight(rulings-lens-*)`, styling only our own
// highlight names) as CSS for the same pages, from document_start: extension/lib/mark-rules.ts.
const FIREFOX_CONTENT_SCRIPTS = [{ matches: ['http://*/*', 'https://*/*'], css: ['content-scripts/mark-rules.css'], all_frames: true, run_at: 'document_start' }, ...CONTENT_SCRIPTS];
// unlimitedStorage: the imported packs (IndexedDB) are not evicted under storage pressure; in
// Firefox it lets the options page's persist() be granted without a prompt (lib/keep-storage.ts).
// alarms: the opt-in weekly update check of subscribed packs (off by default; the alarm exists
// only while it is on and a subscription exists: extension/lib/subscriptions-alarm.ts).
const PERMISSIONS = ['activeTab', 'alarms', 'contextMenus', 'storage', 'unlimitedStorage'];
// Subscriptions (extension/lib/subscriptions.ts): OPTIONAL host access, none granted at install;
// the options page asks for the one host of a URL the reader subscribes to, when they subscribe.
// https anywhere (packs are published on any site); plain http only on this machine.
const OPTIONAL_HOSTS = ['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*'];
// The one page-exposed file: the tooltip UI, which the content script import()s on the first
// tooltip (Chrome checks a content script's loads of extension files against this list; Firefox
// will too for MV2, and already does for MV3). It holds code only, no data and no API access.
// Chrome: only through a per-session URL (use_dynamic_url), so pages cannot probe for the
// extension with it; Firefox MV2's moz-extension:// host is already a random per-install id.
const WEB_ACCESSIBLE_CHROME = [{ resources: ['tooltip-ui.js', 'matcher.js'], matches: ['http://*/*', 'https://*/*'], use_dynamic_url: true }];
const WEB_ACCESSIBLE_FIREFOX = ['tooltip-ui.js', 'matcher.js'];

/** Every reach-granting key, with its value (undefined = absent). */
function reach(m: Json): Json {
  return {
    permissions: [...(m.permissions ?? [])].sort(),
    optional_permissions: m.optional_permissions,
    host_permissions: m.host_permissions,
    optional_host_permissions: m.optional_host_permissions,
    content_scripts: m.content_scripts,
    web_accessible_resources: m.web_accessible_resources,
    externally_connectable: m.externally_connectable,
    content_security_policy: m.content_security_policy,
  };
}

describe('permissions pin', () => {
  it('Chrome MV3: exactly these permissions, no host permissions (the subscription hosts optional), content script on http(s) pages, only the tooltip UI web-accessible', () => {
    const m = manifest(built.chromeExt);
    expect(reach(m)).toEqual({ permissions: PERMISSIONS, optional_host_permissions: OPTIONAL_HOSTS, content_scripts: CONTENT_SCRIPTS, web_accessible_resources: WEB_ACCESSIBLE_CHROME });
    expect(Object.keys(m).sort()).toEqual(
      ['action', 'background', 'commands', 'content_scripts', 'default_locale', 'description', 'manifest_version', 'name', 'omnibox', 'optional_host_permissions', 'options_ui', 'permissions', 'version', 'web_accessible_resources'].sort(),
    );
    expect(m.background).toEqual({ service_worker: 'background.js' });
  });

  it('Firefox MV2: the same permissions (no host pattern among them), the same content script plus the mark rules, only the tooltip UI web-accessible', () => {
    const m = manifest(built.firefoxExt);
    // In MV2 host access would be a pattern inside "permissions": the exact list rules that out.
    // MV2 has no optional_host_permissions: the same optional hosts are optional_permissions.
    expect(reach(m)).toEqual({ permissions: PERMISSIONS, optional_permissions: OPTIONAL_HOSTS, content_scripts: FIREFOX_CONTENT_SCRIPTS, web_accessible_resources: WEB_ACCESSIBLE_FIREFOX });
    expect(Object.keys(m).sort()).toEqual(
      ['background', 'browser_action', 'browser_specific_settings', 'commands', 'content_scripts', 'default_locale', 'description', 'manifest_version', 'name', 'omnibox', 'optional_permissions', 'options_ui', 'permissions', 'version', 'web_accessible_resources'].sort(),
    );
    expect(m.background).toEqual({ scripts: ['background.js'] });
  });
});

describe('no string-to-code', () => {
  it('no eval, new Function or string timers anywhere in the built extension', () => {
    const js = [built.chromeExt, built.firefoxExt].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((f) => join(dir, f))
        .filter((f) => f.endsWith('.js') && statSync(f).isFile()),
    );
    expect(js.length).toBeGreaterThanOrEqual(8);
    for (const file of js) {
      const code = readFileSync(file, 'utf8');
      for (const bad of [/\beval\s*\(/, /\bnew\s+Function\s*\(/, /\bFunction\s*\(\s*["'`]/, /\bset(?:Timeout|Interval)\s*\(\s*["'`]/]) {
        expect(bad.test(code), `${relative(built.chromeExt, file)} matches ${bad}`).toBe(false);
      }
    }
  });
});
