// After the release build, before anything is moved into dist/release/: read the version back
// out of every artefact (the zips' own manifests, the widget's exported VERSION, the data
// bundles' stamps, the npm package) and check the store zips are complete and lint-clean.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bundle } from '../../rulings-data/schema.ts';
import { WIDGET_FILES } from '../../vite.widget.config.ts';
import { DEFAULT_DATA_FILE, type WidgetData } from '../../widget/config/widget-data.ts';
import { BACKGROUND_FILE, CONTENT_SCRIPT_FILE, MATCHER_FILE, TOOLTIP_UI_FILE } from '../build-extension.ts';
import { BUNDLE_FILE } from '../cli/paths.ts';
import type { FoundVersion } from './release-checks.ts';
import { formatLint, webExtLint } from './web-ext-lint.ts';
import { extractZip, readZip, zipText } from './zip-files.ts';

const json = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const jsonOr = (text: string | undefined): Record<string, unknown> | undefined => (text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>));

/** The version the widget's built files state. The ESM file is imported (its VERSION export is
 *  what RulingsLens.version is made from); the script-tag files state it in their banner and
 *  must carry the same literal. */
export async function widgetVersions(widgetDir: string): Promise<FoundVersion[]> {
  const mod = (await import(pathToFileURL(join(widgetDir, WIDGET_FILES.esm)).href)) as { VERSION?: string };
  const found: FoundVersion[] = [{ where: `widget/${WIDGET_FILES.esm} (export VERSION)`, version: mod.VERSION }];
  for (const name of [WIDGET_FILES.light, WIDGET_FILES.full, WIDGET_FILES.esm]) {
    const code = readFileSync(join(widgetDir, name), 'utf8');
    const banner = /^\/\*! Rulings Lens (\S+) \|/.exec(code)?.[1];
    found.push({ where: `widget/${name} (banner and RulingsLens.version)`, version: banner && code.includes(JSON.stringify(banner)) ? banner : undefined });
  }
  const data = json<WidgetData>(join(widgetDir, DEFAULT_DATA_FILE));
  found.push({ where: `widget/${DEFAULT_DATA_FILE} (bundle.dataVersion)`, version: data.bundle.dataVersion?.version });
  return found;
}

export function bundleVersion(dataDir: string, label: string): FoundVersion {
  return { where: `${label} (dataVersion)`, version: json<Bundle>(join(dataDir, BUNDLE_FILE)).dataVersion?.version };
}

export interface ZipCheck {
  found: FoundVersion[];
  problems: string[];
}

/** The Chrome and Firefox zips: manifest versions, the files an extension needs, the data stamp
 *  inlined in the background; the sources zip: its package.json. */
export function checkStoreZips(zips: { chrome: string; firefox: string; sources: string }, bundle: Bundle): ZipCheck {
  const found: FoundVersion[] = [];
  const problems: string[] = [];
  for (const browser of ['chrome', 'firefox'] as const) {
    const files = readZip(zips[browser]);
    const name = zips[browser].split(/[\\/]/).pop()!;
    found.push({ where: `${name}: manifest.json`, version: jsonOr(zipText(files, 'manifest.json'))?.version as string | undefined });
    for (const need of ['manifest.json', BACKGROUND_FILE, CONTENT_SCRIPT_FILE, MATCHER_FILE, TOOLTIP_UI_FILE, '_locales/en/messages.json']) {
      if (!files.has(need)) problems.push(`${name}: ${need} is missing`);
    }
    for (const f of files.keys()) if (f.endsWith('.map')) problems.push(`${name}: ${f}: source maps do not ship`);
    // The bundle is inlined in the background as JSON inside a JS string: its stamp's key
    // table version is a plain run of characters either way.
    const stamp = bundle.dataVersion?.keywordTable;
    if (!stamp || !zipText(files, BACKGROUND_FILE)?.includes(stamp)) problems.push(`${name}: ${BACKGROUND_FILE} does not carry the data stamp (keyword table ${stamp})`);
  }
  const sources = readZip(zips.sources);
  found.push({ where: `${zips.sources.split(/[\\/]/).pop()}: package.json`, version: jsonOr(zipText(sources, 'package.json'))?.version as string | undefined });
  for (const f of sources.keys()) if (f.startsWith('dist/') || f.startsWith('node_modules/')) problems.push(`sources zip: ${f} should not be in it`);
  return { found, problems };
}

/** `web-ext lint` on the Firefox zip's own contents: errors and warnings refuse the release
 *  (notices are only reported). */
export async function lintFirefoxZip(zip: string, scratchDir: string): Promise<{ problems: string[]; summary: string }> {
  extractZip(zip, scratchDir);
  const report = await webExtLint(scratchDir);
  const summary = `${report.errors.length} errors, ${report.warnings.length} warnings, ${report.notices.length} notices`;
  const lines = formatLint({ ...report, notices: [] });
  return { problems: lines.length ? [`web-ext lint on the Firefox zip: ${summary}:\n${lines.map((l) => `  ${l}`).join('\n')}`] : [], summary };
}
