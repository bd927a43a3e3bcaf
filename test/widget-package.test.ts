// `import { mount } from 'rulings-lens/widget'` as a consumer would write it: through the package
// "exports", with the emitted .d.ts files, under both module resolutions consumers use.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'rl-consumer-'));
mkdirSync(join(dir, 'node_modules'));
symlinkSync(ROOT, join(dir, 'node_modules/rulings-lens'), 'dir');
writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
writeFileSync(
  join(dir, 'use.ts'),
  `import { mount, VERSION, type WidgetData, type WidgetHandle, type WidgetOptions, type WidgetPack } from 'rulings-lens/widget';
declare const data: WidgetData;
const options: WidgetOptions = { data, root: '#post', lang: 'zh', theme: 'dark', delay: 50, ignore: ['ward'] };
const handle: WidgetHandle = mount(options);
const active: boolean = handle.active;
const version: string = VERSION;
handle.refresh();
handle.destroy();
const packs: WidgetPack[] = ['单卡释疑', { name: 'mine', text: '单卡释疑' }, { name: 'a.zip', bytes: new Uint8Array(0) }, { bundle: {} }];
mount({ data, packs });
// @ts-expect-error a pack has text, bytes or a bundle
const badPack: WidgetPack = { name: 'x' };
// @ts-expect-error unknown option
mount({ data, colour: 'red' });
// @ts-expect-error not a handle method
handle.remount();
// @ts-expect-error data has a shape
const bad: WidgetData = { bundle: 1, terms: 2 };
export { active, version, bad, badPack };
`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function diagnostics(options: ts.CompilerOptions): string[] {
  const program = ts.createProgram([join(dir, 'use.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    // The .d.ts files were emitted from type-checked sources; what matters here is that a
    // consumer's code resolves and checks against them (and skipping lib checks saves seconds).
    skipLibCheck: true,
    ...options,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe("the 'rulings-lens/widget' package entry", () => {
  it('type-checks a consumer with moduleResolution bundler and node16 (and rejects misuse)', () => {
    expect(diagnostics({ module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler })).toEqual([]);
    expect(diagnostics({ module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 })).toEqual([]);
  });

  it('resolves to the ESM build at runtime and exports mount', async () => {
    writeFileSync(join(dir, 'run.mjs'), "export { mount, VERSION } from 'rulings-lens/widget';");
    const mod = (await import(/* @vite-ignore */ join(dir, 'run.mjs'))) as { mount: unknown; VERSION: unknown };
    expect(typeof mod.mount).toBe('function');
    expect(mod.VERSION).toBe(JSON.parse(ts.sys.readFile(join(ROOT, 'package.json'))!).version);
  });
});
