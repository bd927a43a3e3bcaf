// Builds what the extension e2e tests load into test/artifacts/extension-e2e/build-<time>/
// (never dist/: `npm test` must not replace what `npm run build` wrote):
//   data/    rulings.json + terms.json, built WITHOUT the CR pack (deterministic on every machine,
//            and the screenshots can never show CR text)
//   ext/     chrome-mv3/ and firefox-mv2/, and the store zips made from them (`wxt zip`, as
//            `npm run release` makes them: store-zips.e2e.test.ts loads the Chrome zip's contents)
//   widget/  the widget's script-tag build with data inlined (for the "page embeds the widget" test)
//
// A build is reused while its inputs are unchanged (a fingerprint of the source trees), so the
// three test files share one. Every build goes to a NEW folder: a browser that loaded the
// previous one keeps working if the sources change mid-run. A lock directory makes parallel
// test files wait for one build instead of racing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as viteBuild } from 'vite';
import { buildExtension, EXT_TARGET, type ExtBuildReport } from '../../scripts/build-extension.ts';
import { readWidgetData } from '../../scripts/build-widget.ts';
import { widgetViteConfig } from '../../vite.widget.config.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const E2E_DIR = join(ROOT, 'test/artifacts/extension-e2e');
const STAMP = join(E2E_DIR, 'built.json');
const LOCK = join(E2E_DIR, 'build.lock');
const STALE_LOCK_MS = 5 * 60_000;
const KEEP_BUILDS = 2;

/** What the extension build reads: a change in any of these means a new build. */
const INPUTS = ['extension', 'widget', 'rulings-data', 'scripts/build-extension.ts', 'scripts/cli', 'wxt.config.ts', 'vite.widget.config.ts', 'package-lock.json'];

export interface Built {
  fingerprint: string;
  seconds: number;
  dataDir: string;
  widgetDir: string;
  chromeExt: string;
  firefoxExt: string;
  /** The store zips of this build (`wxt zip`). */
  chromeZip: string;
  firefoxZip: string;
  contentScript: ExtBuildReport['contentScript'];
  tooltipUi: ExtBuildReport['tooltipUi'];
  background: ExtBuildReport['background'];
}

/** Paths, sizes and mtimes of every input file (cheap: a few hundred stats). */
export function inputFingerprint(): string {
  const hash = createHash('sha1');
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const st = statSync(path);
    if (st.isDirectory()) {
      for (const name of readdirSync(path).sort()) if (name !== 'node_modules') visit(join(path, name));
    } else hash.update(`${path}\0${st.size}\0${st.mtimeMs}\n`);
  };
  for (const input of INPUTS) visit(join(ROOT, input));
  return hash.digest('hex');
}

function readStamp(): Built | null {
  try {
    const stamp = JSON.parse(readFileSync(STAMP, 'utf8')) as Built;
    const complete = [join(stamp.chromeExt, 'manifest.json'), join(stamp.firefoxExt, 'manifest.json'), stamp.chromeZip, stamp.firefoxZip].every((f) => f && existsSync(f));
    return complete ? stamp : null;
  } catch {
    return null;
  }
}

async function buildAll(fingerprint: string): Promise<Built> {
  const started = Date.now();
  const dir = join(E2E_DIR, `build-${started}`);
  const dataDir = join(dir, 'data');
  const widgetDir = join(dir, 'widget');
  const extDir = join(dir, 'ext');
  const report = await buildExtension({ dataDir, dataArgs: ['--cr', 'off'], outDir: extDir, zip: true, log: () => {} });
  const zip = (browser: string) => {
    const found = report.zips.find((z) => z.endsWith(`-${browser}.zip`));
    if (!found) throw new Error(`build-once: wxt zip wrote no *-${browser}.zip in ${extDir}`);
    return found;
  };
  const config = widgetViteConfig('full', readWidgetData(dataDir));
  await viteBuild({ ...config, logLevel: 'error', build: { ...config.build, outDir: widgetDir, emptyOutDir: true } });
  const built: Built = {
    fingerprint,
    seconds: (Date.now() - started) / 1000,
    dataDir,
    widgetDir,
    chromeExt: join(extDir, EXT_TARGET.chrome),
    firefoxExt: join(extDir, EXT_TARGET.firefox),
    chromeZip: zip('chrome'),
    firefoxZip: zip('firefox'),
    contentScript: report.contentScript,
    tooltipUi: report.tooltipUi,
    background: report.background,
  };
  writeFileSync(STAMP, JSON.stringify(built));
  // Old builds go, except the latest few (a browser from an earlier file may still use one).
  const old = readdirSync(E2E_DIR).filter((n) => /^build-\d+$/.test(n)).sort().slice(0, -KEEP_BUILDS);
  for (const name of old) rmSync(join(E2E_DIR, name), { recursive: true, force: true });
  return built;
}

export async function ensureExtensionBuilt(): Promise<Built> {
  mkdirSync(E2E_DIR, { recursive: true });
  for (;;) {
    const fingerprint = inputFingerprint();
    const stamp = readStamp();
    if (stamp?.fingerprint === fingerprint) return stamp;
    try {
      mkdirSync(LOCK);
    } catch {
      // Someone else is building: wait for them (or take over a lock left by a killed run).
      if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      return await buildAll(fingerprint);
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}
