import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { main } from './main.ts';
import { defaultSourceFiles } from './paths.ts';
import { DEFINITIONS_OFF } from './cmd-build.ts';
import { buildFromDefaults } from './load-data.ts';
import { captureIo } from '../../test/helpers/capture-io.ts';
import type { Bundle } from '../../rulings-data/schema.ts';

const seeds = defaultSourceFiles().map((p) => relative(process.cwd(), p));
const tmp = mkdtempSync(join(tmpdir(), 'rulings-cli-'));
const crExists = existsSync(join(process.cwd(), '../shared/data/cr/cr-20260417.json'));

async function run(argv: string[], stdin = '') {
  const io = captureIo(stdin);
  const code = await main(argv, io);
  return { code, out: io.stdout, err: io.stderr };
}

describe('rulings validate', () => {
  it('accepts the seeds: 57 rulings, 0 errors, 0 warnings', async () => {
    const r = await run(['validate', ...seeds]);
    expect(r.out).toEqual(['57 rulings, 0 errors, 0 warnings']);
    expect(r.code).toBe(0);
  });

  it('prints file:line:col for a damaged file and exits 1', async () => {
    const lines = readFileSync(seeds[0], 'utf8').split('\n');
    const bullet = lines.findIndex((l) => l.startsWith('•'));
    lines[bullet] = lines[bullet].replace(/\d{4}-\d\d-\d\d/, '2022-13-45');
    const bad = join(tmp, 'bad-date.txt');
    writeFileSync(bad, lines.join('\n'));
    const r = await run(['validate', bad]);
    expect(r.code).toBe(1);
    expect(r.out[0]).toMatch(new RegExp(`^${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:${bullet + 1}:\\d+: error: .*2022-13-45`));
    expect(r.out.at(-1)).toMatch(/^16 rulings, 1 error, \d+ warnings?$/);
  });

  it('refuses a ruling dated in the future, as an import would (file:line:col at the date)', async () => {
    const lines = readFileSync(seeds[0], 'utf8').split('\n');
    const bullet = lines.findIndex((l) => l.startsWith('•'));
    const col = lines[bullet].search(/\d{4}-\d\d-\d\d/) + 1;
    lines[bullet] = lines[bullet].replace(/\d{4}-\d\d-\d\d/, '2205-01-01');
    const future = join(tmp, 'future-date.txt');
    writeFileSync(future, lines.join('\n'));
    const r = await run(['validate', future]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${future}:${bullet + 1}:${col}: error: date 2205-01-01 is in the future; is it a typo?`);
  });

  it('says which file is missing', async () => {
    const r = await run(['validate', 'nope/missing.txt']);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/nope\/missing\.txt/);
  });

  it('exits 2 on usage errors', async () => {
    expect((await run(['validate'])).code).toBe(2);
    expect((await run(['validate', '--bogus', seeds[0]])).code).toBe(2);
    expect((await run(['frobnicate'])).code).toBe(2);
    expect((await run([])).code).toBe(2);
  });
});

describe('rulings build', () => {
  it('writes the bundle and says whether definitions are on', async () => {
    const out = join(tmp, 'out');
    const r = await run(['build', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.out[0]).toMatch(/^57 rulings \(57 bullets\) from 4 files, \d+ keywords/);
    const bundle = JSON.parse(readFileSync(join(out, 'rulings.json'), 'utf8')) as Bundle;
    expect(bundle.rulings).toHaveLength(57);
    if (crExists) {
      expect(r.out[1]).toMatch(/^definitions on: \d+ keywords from CR 20260417/);
      expect(bundle.keywords.find((k) => k.id === 'madness')?.definitions?.[0].rule).toBe('702.35a');
    }
  });

  it('without the data pack: one line saying definitions are off, everything else works', async () => {
    const out = join(tmp, 'nocr');
    const r = await run(['build', '--out', out, '--cr', 'off']);
    expect(r.code).toBe(0);
    expect(r.out.filter((l) => l.startsWith('definitions'))).toEqual([DEFINITIONS_OFF]);
    const bundle = JSON.parse(readFileSync(join(out, 'rulings.json'), 'utf8')) as Bundle;
    expect(bundle.crVersion).toBeNull();
    expect(bundle.keywords.some((k) => k.definitions)).toBe(false);
    expect(bundle.rulings).toHaveLength(57);
  });

  it('an explicit folder without a pack is reported, not ignored', async () => {
    const r = await run(['build', '--out', join(tmp, 'x'), '--cr', mkdtempSync(join(tmpdir(), 'no-cr-'))]);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/a folder with no cr-\*\.json file/);
  });

  it('rejects an explicit --cr path that does not exist', async () => {
    const r = await run(['build', '--cr', join(tmp, 'nope.json')]);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/--cr points to .*nope\.json.*does not exist/);
  });
});

describe('rulings scan', () => {
  it('finds keywords in text from stdin, one JSON object per line', async () => {
    const r = await run(['scan', '-'], 'Proliferate. Then 增殖 again, and Madness {1}{R}.');
    const hits = r.out.map((l) => JSON.parse(l));
    expect(hits.map((h) => h.id)).toEqual(expect.arrayContaining(['proliferate', 'madness']));
    const mad = hits.find((h) => h.id === 'madness');
    expect(mad).toMatchObject({ text: 'Madness', confidence: 'high', lang: 'en' });
    for (const h of hits) expect(Object.keys(h)).toEqual(['id', 'text', 'start', 'end', 'lang', 'confidence']);
  });

  it('reduces HTML to visible text (no script/style)', async () => {
    const file = join(tmp, 'page.html');
    writeFileSync(file, '<html><head><style>.proliferate{}</style></head><body><script>var proliferate=1</script><p>Magic: The Gathering — <b>Proliferate</b>, then proliferate again.</p></body></html>');
    const hits = (await run(['scan', file])).out.map((l) => JSON.parse(l));
    expect(hits).toHaveLength(2);
    expect(hits.every((h) => h.id === 'proliferate')).toBe(true);
  });

  it('--all adds low-confidence everyday words', async () => {
    const text = 'We went on adventure after adventure in the mountains.';
    expect((await run(['scan', '-'], text)).out).toEqual([]);
    const all = (await run(['scan', '--all', '-'], text)).out.map((l) => JSON.parse(l));
    expect(all).toEqual([expect.objectContaining({ id: 'adventure', confidence: 'low' }), expect.objectContaining({ id: 'adventure', confidence: 'low' })]);
  });

  it('marks at the mechanics level by default, like the widget and the extension; --level widens it', async () => {
    const text = 'Magic: The Gathering. Whenever you cast a spell, proliferate. Exile target creature with flying.';
    const ids = async (...flags: string[]) => (await run(['scan', ...flags, '-'], text)).out.map((l) => JSON.parse(l).id);
    expect(await ids()).toEqual(['proliferate', 'flying']);
    expect(await ids('--level', 'rules')).toEqual(['cast', 'proliferate', 'exile', 'flying']);
    expect(await ids('--level=everything')).toEqual(['cast', 'proliferate', 'exile', 'flying']);
  });

  it('rejects an unknown level with a usage error', async () => {
    const r = await run(['scan', '--level', 'most', '-'], 'Proliferate');
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(/--level must be one of mechanics, rules, everything, got 'most'/);
  });

  it('reports a missing file clearly', async () => {
    const r = await run(['scan', 'missing.html']);
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(/cannot read 'missing\.html': no such file/);
  });
});

describe('rulings search and stats', () => {
  it.each([
    ['增殖', 'proliferate'],
    ['prolif', 'proliferate'],
    ['phased out', 'phasing'],
    ['偽裝', 'disguise'],
    ['zengzhi', 'proliferate'],
    ['zz', 'proliferate'],
    ['wei zhuang', 'disguise'],
    ['ward', 'ward'],
  ])('search %s finds %s first', async (query, id) => {
    const r = await run(['search', query, '--limit', '5']);
    expect(r.code).toBe(0);
    const first = JSON.parse(r.out[0]);
    expect(first).toMatchObject({ type: 'keyword', id });
    expect(r.out.length).toBeLessThanOrEqual(5);
  });

  it('search by source and date: official 2024 lists official rulings of 2024, newest first', async () => {
    const r = await run(['search', 'official', '2024', '--limit', '50']);
    expect(r.code).toBe(0);
    const { bundle } = await buildFromDefaults();
    const byId = new Map(bundle.rulings.map((x) => [x.id, x]));
    const hits = r.out.map((l) => byId.get(JSON.parse(l).id)!);
    const expected = bundle.rulings.filter((x) => x.source === 'official' && x.date.startsWith('2024'));
    expect(expected.length).toBeGreaterThan(0);
    expect(hits.map((x) => x.id).sort()).toEqual(expected.map((x) => x.id).sort());
    expect(hits.map((x) => x.date)).toEqual([...hits.map((x) => x.date)].sort().reverse());
    const mtgzh = (await run(['search', 'MTGZH'])).out.map((l) => byId.get(JSON.parse(l).id)!);
    expect(mtgzh.length).toBe(bundle.rulings.filter((x) => x.source === 'MTGZH').length);
    expect(mtgzh.every((x) => x.source === 'MTGZH')).toBe(true);
  });

  it('search --limit must be a number', async () => {
    expect((await run(['search', 'x', '--limit', 'many'])).code).toBe(2);
  });

  it('stats prints counts as JSON', async () => {
    const r = await run(['stats']);
    const stats = JSON.parse(r.out.join('\n'));
    expect(stats.rulings).toBe(57);
    expect(stats.rulingsLinked).toBe(57);
    expect(stats.keywordsByKind['keyword-ability'] + stats.keywordsByKind['keyword-action']).toBe(258);
  });

  it('stats reports the keyword names per kind (entries, zh-Hans, zh-Hant) under keywordNames', async () => {
    // A fresh bundle: `stats` alone reads dist/data/ when it exists, which may predate the table.
    const out = join(tmp, 'stats');
    expect((await run(['build', '--out', out, '--cr', 'off'])).code).toBe(0);
    const stats = JSON.parse((await run(['stats', '--bundle', join(out, 'rulings.json')])).out.join('\n'));
    expect(stats.keywordNames.byKind['ability-word']).toEqual({ entries: 61, zhHans: 61, zhHant: 61 });
    expect(stats.keywordNames.total.entries).toBe(stats.keywords);
    for (const [kind, n] of Object.entries(stats.keywordsByKind)) expect(stats.keywordNames.byKind[kind].entries, kind).toBe(n);
  });
});
