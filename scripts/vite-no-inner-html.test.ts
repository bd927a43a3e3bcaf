// @vitest-environment happy-dom
// The patched Preact still renders; dangerouslySetInnerHTML throws instead of writing innerHTML.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { REPO_ROOT } from './cli/paths.ts';
import { DISABLED_MESSAGE, patchPreactInnerHtml } from './vite-no-inner-html.ts';

const preactFile = join(createRequire(import.meta.url).resolve('preact/package.json'), '../dist/preact.mjs');
const original = readFileSync(preactFile, 'utf8');

describe('patchPreactInnerHtml', () => {
  it('leaves no innerHTML write of a variable in the installed Preact', () => {
    expect(original).toMatch(/\.innerHTML=\w+\.__html/);
    const patched = patchPreactInnerHtml(original);
    expect(patched).not.toMatch(/\.innerHTML\s*=\s*[^"'\s]/);
    expect(patched).toContain(DISABLED_MESSAGE);
  });

  it('fails loudly when the code no longer has the sink exactly once (a Preact upgrade)', () => {
    expect(() => patchPreactInnerHtml('const x = 1;', 'preact.mjs')).toThrow(/preact\.mjs: .*found 0/);
    expect(() => patchPreactInnerHtml('a.innerHTML=b.__html;c.innerHTML=d.__html')).toThrow(/found 2/);
  });

  it('the patched Preact renders normally and refuses dangerouslySetInnerHTML', async () => {
    // Inside the repo (test/artifacts is gitignored): the happy-dom environment's module loader
    // does not import from the system temp folder.
    const dir = join(REPO_ROOT, 'test/artifacts');
    mkdirSync(dir, { recursive: true });
    const file = join(mkdtempSync(join(dir, 'preact-patched-')), 'preact.mjs');
    writeFileSync(file, patchPreactInnerHtml(original).replace(/^\/\/# sourceMappingURL=.*$/m, ''));
    onTestFinished(() => rmSync(dirname(file), { recursive: true, force: true }));
    const { h, render } = (await import(/* @vite-ignore */ file)) as typeof import('preact');
    const root = document.createElement('div');
    render(h('p', { class: 'x' }, 'text <b>kept</b> as text'), root);
    expect(root.innerHTML).toBe('<p class="x">text &lt;b&gt;kept&lt;/b&gt; as text</p>');
    expect(() => render(h('div', { dangerouslySetInnerHTML: { __html: '<img src=x onerror=alert(1)>' } }), root)).toThrow(DISABLED_MESSAGE);
    expect(root.querySelector('img')).toBeNull();
  });
});
