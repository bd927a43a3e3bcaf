// pinyin-pro (~300 kB) is a build-time tool: the bundle carries the keywords' pinyin, and no
// script the extension or the widget ships may import it (or pinyin-names.ts, which does).
// Checked on the import graph of the entry points, so it holds without a build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** Every file reachable from `entries` by relative imports, and every package they import. */
function graph(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const todo = [...entries];
  while (todo.length) {
    const file = todo.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (!spec.startsWith('.')) {
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
        continue;
      }
      const base = resolve(dirname(file), spec);
      const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && !p.endsWith('/'));
      if (target && /\.tsx?$/.test(target)) todo.push(target);
    }
  }
  return { files, packages };
}

const sources = (dir: string) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(ROOT, dir, f));

describe('pinyin-pro stays in the build', () => {
  const { files, packages } = graph([...sources('extension/entrypoints'), ...sources('widget/entries')]);
  const rel = [...files].map((f) => relative(ROOT, f));

  it('is not imported by any extension or widget entry point, directly or not', () => {
    // The walk does reach search (the background's searcher): the check below means something.
    expect(rel).toContain('rulings-data/search/search-index.ts');
    expect(rel).toContain('rulings-data/search/pinyin-match.ts');
    expect(packages).toContain('fuse.js');
    expect(packages).not.toContain('pinyin-pro');
    expect(rel).not.toContain('rulings-data/search/pinyin-names.ts');
  });

  it('is what the bundle builder’s callers use for pinyin (the CLI)', () => {
    const cli = graph([join(ROOT, 'scripts/cli/cmd-build.ts')]);
    expect(cli.packages).toContain('pinyin-pro');
  });
});
