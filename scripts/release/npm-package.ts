// The npm package `rulings-lens`: a clean folder generated from the built widget (not the repo
// root packed with a `files` list): its package.json names only what a consumer imports, so no
// test, source, script or CR text can slip in by a forgotten pattern, and the repo's own
// package.json (private, devDependencies, scripts) never ships.
//
//   package.json   name, version, "type": "module", exports ./widget (types + import) and the
//                  script-tag files, the data version
//   README.md      how to use it, and which data it carries
//   widget/        rulings-lens.js, .full.js, .mjs, .packs.mjs, .ui.mjs, .data.json, and types/ (the .d.ts files)
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { formatDataVersion } from '../../rulings-data/bundle/data-version.ts';
import type { DataVersion } from '../../rulings-data/schema.ts';
import { DEFAULT_DATA_FILE } from '../../widget/config/widget-data.ts';
import { WIDGET_FILES } from '../../vite.widget.config.ts';
import { TYPES_ENTRY } from '../build-widget.ts';

export const NPM_NAME = 'rulings-lens';

export interface NpmPackageMeta {
  version: string;
  description: string;
  dataVersion: DataVersion;
  /** Copied from the repo's package.json when it has one. */
  license?: string;
}

/** The files a consumer reaches, relative to the package root. */
export const PACKAGE_FILES = [...Object.values(WIDGET_FILES), DEFAULT_DATA_FILE].map((f) => `widget/${f}`);

export function npmPackageJson(meta: NpmPackageMeta): Record<string, unknown> {
  const file = (f: string) => `./widget/${f}`;
  return {
    name: NPM_NAME,
    version: meta.version,
    description: meta.description,
    type: 'module',
    ...(meta.license ? { license: meta.license } : {}),
    keywords: ['mtg', 'magic-the-gathering', 'rulings', 'tooltip', 'widget', 'chinese'],
    exports: {
      './widget': { types: file(TYPES_ENTRY), import: file(WIDGET_FILES.esm) },
      // The script-tag builds and the data file, for bundlers that copy assets and for CDNs.
      [file(WIDGET_FILES.light)]: file(WIDGET_FILES.light),
      [file(WIDGET_FILES.full)]: file(WIDGET_FILES.full),
      // Loaded by the script tags from next to themselves when they have data-packs.
      [file(WIDGET_FILES.packs)]: file(WIDGET_FILES.packs),
      // Loaded by rulings-lens.js from next to itself on the first tooltip (the tooltip UI).
      [file(WIDGET_FILES.ui)]: file(WIDGET_FILES.ui),
      [file(DEFAULT_DATA_FILE)]: file(DEFAULT_DATA_FILE),
      './package.json': './package.json',
    },
    // CDNs (jsDelivr, unpkg) serve this file for the bare package URL.
    jsdelivr: file(WIDGET_FILES.light).slice(2),
    unpkg: file(WIDGET_FILES.light).slice(2),
    // Importing the ESM entry runs nothing; the script-tag files mount themselves.
    sideEffects: [file(WIDGET_FILES.light), file(WIDGET_FILES.full)],
    files: ['widget'],
    rulingsLens: { dataVersion: meta.dataVersion, data: formatDataVersion(meta.dataVersion) },
  };
}

export function npmReadme(meta: NpmPackageMeta): string {
  return `# rulings-lens ${meta.version}

${meta.description}

The embeddable widget of Rulings Lens: keyword mechanics in a page (\`Proliferate\`, \`增殖\`,
\`偽裝\`…) get a quiet amber tint and a tooltip with their rulings in Chinese and English.
It makes no request except, for the light script tag, its own data file next to it.

Data: ${formatDataVersion(meta.dataVersion)}.
(No Comprehensive Rules text is included: tooltips show rulings, not CR definitions.)

## ES module

\`\`\`js
import { mount } from 'rulings-lens/widget';

// Serve node_modules/rulings-lens/widget/rulings-lens.data.json with your site.
const data = await (await fetch('/widget/rulings-lens.data.json')).json();
const widget = mount({ data, root: '#post', lang: 'both' });
widget.destroy();
\`\`\`

Typed (\`WidgetOptions\`, \`WidgetData\`, \`WidgetHandle\`); works under \`moduleResolution\`
\`bundler\`, \`node16\` and \`nodenext\`.

## Script tag

Copy \`widget/\` next to your pages (or use a CDN that serves npm packages):

\`\`\`html
<!-- light: fetches rulings-lens.data.json (and, on the first tooltip, rulings-lens.ui.mjs) from the same folder -->
<script src="/widget/rulings-lens.js" data-lang="both" defer></script>
<!-- or everything in one file, no request at all -->
<script src="/widget/rulings-lens.full.js" data-root="#post" defer></script>
<!-- your own rulings (单卡释疑 .txt, .zip or rulings.json): rulings-lens.packs.mjs is loaded from the same folder -->
<script src="/widget/rulings-lens.js" data-packs="/notes/club-rulings.txt" defer></script>
\`\`\`

\`window.RulingsLens.version\` is \`${meta.version}\`; the first line of each script names the data it was built with.
`;
}

/** Writes the package folder from a built widget folder (see build-widget.ts). */
export function writeNpmPackage(widgetDir: string, pkgDir: string, meta: NpmPackageMeta): void {
  rmSync(pkgDir, { recursive: true, force: true });
  mkdirSync(join(pkgDir, 'widget'), { recursive: true });
  for (const f of PACKAGE_FILES) cpSync(join(widgetDir, f.slice('widget/'.length)), join(pkgDir, f));
  // Declarations only (the emit is declaration-only; the filter keeps it that way).
  cpSync(join(widgetDir, 'types'), join(pkgDir, 'widget/types'), { recursive: true, filter: (src) => !/\.(tsx?|map)$/.test(src) || src.endsWith('.d.ts') });
  writeFileSync(join(pkgDir, 'package.json'), `${JSON.stringify(npmPackageJson(meta), null, 2)}\n`);
  writeFileSync(join(pkgDir, 'README.md'), npmReadme(meta));
}

export interface PackResult {
  /** The tarball's path. */
  tarball: string;
  /** Paths inside the package, as npm lists them. */
  files: string[];
}

/** `npm pack` of the folder into destDir. No lifecycle scripts run: the package has none. */
export async function npmPack(pkgDir: string, destDir: string): Promise<PackResult> {
  mkdirSync(destDir, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { stdout } = await promisify(execFile)(npm, ['pack', '--json', '--pack-destination', destDir, '--ignore-scripts'], { cwd: pkgDir, maxBuffer: 16 * 1024 * 1024 });
  const [info] = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  return { tarball: join(destDir, info.filename), files: info.files.map((f) => f.path).sort() };
}

/** Every file under a folder, relative, with forward slashes. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(dir.length + 1).split('\\').join('/'))
    .sort();
}
