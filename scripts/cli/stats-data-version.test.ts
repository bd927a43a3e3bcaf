// `rulings stats` states the same data version the build stamped into the bundle (and every
// artefact made from it carries).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDataVersion } from '../../rulings-data/bundle/data-version.ts';
import type { Bundle } from '../../rulings-data/schema.ts';
import { captureIo } from '../../test/helpers/capture-io.ts';
import { main } from './main.ts';
import { packageVersion } from './paths.ts';

const tmp = mkdtempSync(join(tmpdir(), 'rulings-stats-'));

async function run(argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, out: io.stdout };
}

describe('rulings stats: data version', () => {
  it('prints the bundle\'s data version and its one-line form; `rulings build` prints the same line', async () => {
    const built = await run(['build', '--out', tmp, '--cr', 'off']);
    expect(built.code).toBe(0);
    const bundle = JSON.parse(readFileSync(join(tmp, 'rulings.json'), 'utf8')) as Bundle;
    expect(bundle.dataVersion).toMatchObject({ version: packageVersion(), rulings: 57, cr: 'definitions off' });
    const line = formatDataVersion(bundle.dataVersion!);
    expect(built.out).toContain(`data version: ${line}`);

    const stats = JSON.parse((await run(['stats', '--bundle', join(tmp, 'rulings.json')])).out.join('\n'));
    expect(stats.dataVersion).toEqual(bundle.dataVersion);
    expect(stats.dataVersionLine).toBe(line);
  });

  it('recomputes it for a bundle built before the stamp existed', async () => {
    const bundle = JSON.parse(readFileSync(join(tmp, 'rulings.json'), 'utf8')) as Bundle;
    const { dataVersion, ...old } = bundle;
    writeFileSync(join(tmp, 'old.json'), JSON.stringify(old));
    const stats = JSON.parse((await run(['stats', '--bundle', join(tmp, 'old.json')])).out.join('\n'));
    expect(stats.dataVersion).toEqual({ ...dataVersion, version: 'unknown' });
  });
});
