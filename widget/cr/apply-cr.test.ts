// The widget's CR option read for real (read-cr.ts, cr-doc-definitions.ts) from tiny made-up CR
// files written in the test (cr-text-fixtures.ts; no CR text is committed): files, a pair, a
// document already read and URLs give the keywords their definitions; a damaged file, a bad
// value, a failed or oversized download are one console line each and leave the data as it was.
import { describe, expect, it } from 'vitest';
import { crText, tinyCr } from '../../rulings-data/cr/cr-text-fixtures.ts';
import { MAX_CR_FILE_BYTES, readCr } from '../../rulings-data/cr/read-cr.ts';
import type { WidgetData } from '../config/widget-data.ts';
import type { TooltipData } from '../contracts.ts';
import { createBundleLookup } from '../engine/bundle-lookup.ts';
import { fixtureData } from '../engine/test-helpers.ts';
import { applyCr, crInputOf, readWidgetCr } from './apply-cr.ts';

const EN = crText(tinyCr(), 'en');
const ZH = crText(tinyCr(), 'zh');
const FLIER = 'A flier can be blocked only by fliers and reachers.';
const FLIER_ZH = '飞行者只能被飞行者与延势者阻挡。';

/** The fixture data with flying under its CR rule number (the fixture rows all say 702.1). */
function data(): WidgetData {
  const d = fixtureData();
  return { ...d, bundle: { ...d.bundle, keywords: d.bundle.keywords.map((k) => (k.id === 'flying' ? { ...k, rule: '702.9' } : k)) } };
}
const definitionOf = (d: WidgetData) => (createBundleLookup(d.bundle)('flying') as TooltipData).keyword.definitions ?? [];

function run(cr: unknown) {
  const warnings: string[] = [];
  const before = data();
  const out = applyCr(before, cr, (m) => warnings.push(m), 'https://blog.example/post/');
  return { before, out, warnings };
}

describe('applyCr: files and documents (at once, before the engine starts)', () => {
  it('an English + Chinese pair of texts gives flying its definition in both languages', () => {
    const { out, warnings } = run([{ name: 'MagicCompRules 20260417.txt', text: EN }, { name: 'zh.txt', bytes: new TextEncoder().encode(ZH) }]);
    expect(out).not.toBeInstanceOf(Promise);
    expect(warnings).toEqual([]);
    const [def] = definitionOf(out as WidgetData);
    expect(def.en).toContain(FLIER);
    expect(def.zh).toContain(FLIER_ZH);
    expect((out as WidgetData).bundle.crVersion).toBe('20260417');
  });

  it('one file alone (an ArrayBuffer without a name), and a document already read', () => {
    const { out } = run({ bytes: new TextEncoder().encode(EN).buffer });
    expect(definitionOf(out as WidgetData)[0].en).toContain(FLIER);
    const doc = readCr([{ name: 'en.txt', bytes: new TextEncoder().encode(EN) }]).doc!;
    const again = run(doc);
    expect(again.warnings).toEqual([]);
    expect(definitionOf(again.out as WidgetData)[0].en).toContain(FLIER);
  });

  it('a damaged file: one line per problem at file:line:col, and the data as it was (nothing half)', () => {
    const damaged = ZH.replace('702.9b ', '702.9bb ');
    const { before, out, warnings } = run([{ name: 'en.txt', text: EN }, { name: 'zh.txt', text: damaged }]);
    const line = damaged.slice(0, damaged.indexOf('702.9bb ')).split('\n').length;
    expect(warnings).toEqual([expect.stringMatching(new RegExp(`^rulings-lens: cr: zh\\.txt:${line}:1: .*702\\.9bb.* \\(Comprehensive Rules not loaded\\)$`))]);
    expect(out).toBe(before);
    expect(definitionOf(out as WidgetData)).toEqual([]);
  });

  it('a value that is no CR is named and left out', () => {
    for (const bad of [42, [], [{ name: 'x.txt' }], { format: 2 }]) {
      const { before, out, warnings } = run(bad);
      expect(out).toBe(before);
      expect(warnings).toEqual([expect.stringMatching(/^rulings-lens: option "cr" has a bad value .* \(expected a URL, \{ name, text \| bytes \} files, or a CR document\); the widget runs without definitions$/)]);
    }
    expect(readWidgetCr({ format: 1, version: '1', rules: [], glossary: [], languages: [] }, () => {})).not.toBeNull(); // a document's shape is all it takes
  });

  it('crInputOf names a file after its format when the name does not say', () => {
    const enc = new TextEncoder();
    expect(crInputOf({ bytes: enc.encode(' {"version":1}') }, 0).name).toBe('cr-1.json');
    expect(crInputOf({ text: 'x' }, 1).name).toBe('cr-2.txt');
    expect(crInputOf({ name: 'rules.json', text: '{}' }, 0).name).toBe('rules.json');
    expect(crInputOf({ name: 'rules', text: '{}' }, 0).name).toBe('rules.json');
  });
});

describe('applyCr: URLs (fetched against the page, the lookup swapped in later)', () => {
  const served: Record<string, () => Response> = {
    'https://blog.example/cr/en.txt': () => new Response(EN),
    'https://cdn.example/zh.txt': () => new Response(ZH),
    'https://blog.example/cr/huge.txt': () => new Response('x', { headers: { 'content-length': String(MAX_CR_FILE_BYTES + 1) } }),
  };
  const fetchFake = (seen: string[]) => (async (u: string) => (seen.push(u), served[u]?.() ?? new Response('missing', { status: 404 }))) as unknown as typeof fetch;

  it('fetches each URL of the space-separated list and reads them together', async () => {
    const seen: string[] = [];
    const warnings: string[] = [];
    const out = await applyCr(data(), '../cr/en.txt https://cdn.example/zh.txt', (m) => warnings.push(m), 'https://blog.example/post/', fetchFake(seen));
    expect(seen).toEqual(['https://blog.example/cr/en.txt', 'https://cdn.example/zh.txt']);
    expect(warnings).toEqual([]);
    expect(definitionOf(out)[0].zh).toContain(FLIER_ZH);
  });

  it('a missing file, a URL that does not parse or an oversized file: one line, and no definitions at all', async () => {
    const cases: Array<[string, string]> = [
      ['/cr/en.txt /cr/gone.txt', 'rulings-lens: cr gone.txt: could not load https://blog.example/cr/gone.txt (HTTP 404); the widget runs without definitions'],
      ['http://[bad', 'rulings-lens: cr http://[bad: not a URL; the widget runs without definitions'],
      ['/cr/huge.txt', `rulings-lens: cr huge.txt: could not load https://blog.example/cr/huge.txt (file is ${MAX_CR_FILE_BYTES + 1} bytes; the limit is ${MAX_CR_FILE_BYTES}); the widget runs without definitions`],
      ['  ', 'rulings-lens: option "cr" has a bad value "" (expected a URL, { name, text | bytes } files, or a CR document); the widget runs without definitions'],
    ];
    for (const [urls, line] of cases) {
      const warnings: string[] = [];
      const before = data();
      const out = await applyCr(before, urls, (m) => warnings.push(m), 'https://blog.example/post/', fetchFake([]));
      expect(warnings).toEqual([line]);
      expect(out).toBe(before);
    }
  });
});
