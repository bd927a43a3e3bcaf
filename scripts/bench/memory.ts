// Memory of the annotated CR page: the JS heap (CDP Runtime.getHeapUsage, after forced garbage
// collections) of three fresh pages: the plain page, the page with the widget mounted and done
// scanning, and the page after the span baseline. Also Blink's embedder heap (DOM objects), when
// Chromium reports it, and the DOM node count: what a reader's tab carries while reading.
import type { Page } from 'playwright-core';
import type { KeywordEntry } from '../../rulings-data/schema.ts';
import { loadWidgetModule, openCrPage, settle, type BenchSession } from './browser.ts';
import { SPAN_BASELINE_JS, spanBaselineSource } from './span-baseline.ts';
import { round, signed } from './stats.ts';

export interface HeapFigures {
  /** V8 heap in use, MB. */
  jsHeapMB: number;
  /** Blink's (cppgc) heap in use, MB; null when this Chromium does not report it. */
  embedderHeapMB: number | null;
  domNodes: number;
}

export interface MemoryResult {
  plain: HeapFigures;
  widget: HeapFigures;
  baseline: HeapFigures;
  /** widget − plain, JS heap MB. */
  widgetJsDeltaMB: number;
  baselineJsDeltaMB: number;
  markdown: string;
}

async function heapOf(page: Page): Promise<HeapFigures> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await settle(page, 200);
    for (let i = 0; i < 2; i++) await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; embedderHeapUsedSize?: number };
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const nodes = metrics.find((m) => m.name === 'Nodes')?.value ?? Number.NaN;
    return {
      jsHeapMB: round(heap.usedSize / 1048576, 2),
      embedderHeapMB: typeof heap.embedderHeapUsedSize === 'number' ? round(heap.embedderHeapUsedSize / 1048576, 2) : null,
      domNodes: nodes,
    };
  } finally {
    await cdp.detach();
  }
}

async function measure(session: BenchSession, prepare: (page: Page) => Promise<void>): Promise<HeapFigures> {
  const opened = await openCrPage(session);
  try {
    await prepare(opened.page);
    return await heapOf(opened.page);
  } finally {
    await opened.close();
  }
}

export async function runMemory(session: BenchSession, keywords: readonly KeywordEntry[]): Promise<MemoryResult> {
  const plain = await measure(session, async () => {});
  const widget = await measure(session, async (page) => {
    await loadWidgetModule(page);
    await page.evaluate(`(async () => {
      const b = window.__rlBench;
      b.handle = b.mod.mount({ data: b.data, rememberLang: false, level: 'everything' });
      await b.handle.whenScanned();
      delete b.data; // the engine keeps what it needs; the harness's own reference is not the widget's cost
    })()`);
  });
  const source = spanBaselineSource(keywords);
  const baseline = await measure(session, async (page) => {
    await page.evaluate(`(${SPAN_BASELINE_JS})(${JSON.stringify(source)})`);
  });
  const result: MemoryResult = {
    plain,
    widget,
    baseline,
    widgetJsDeltaMB: round(widget.jsHeapMB - plain.jsHeapMB, 2),
    baselineJsDeltaMB: round(baseline.jsHeapMB - plain.jsHeapMB, 2),
    markdown: '',
  };
  result.markdown = toMarkdown(result);
  return result;
}

function toMarkdown(r: MemoryResult): string {
  const delta = (a: number | null, b: number | null) => (a === null || b === null ? '' : signed(round(a - b, 2)));
  const row = (name: string, h: HeapFigures) =>
    `| ${name} | ${h.jsHeapMB} | ${delta(h.jsHeapMB, r.plain.jsHeapMB)} | ${h.embedderHeapMB ?? 'n/a'} | ${delta(h.embedderHeapMB, r.plain.embedderHeapMB)} | ${h.domNodes.toLocaleString('en')} |`;
  return [
    'CR page, after two forced GCs (CDP HeapProfiler.collectGarbage), fresh page each. "Blink heap" is Chromium\'s embedder (DOM) heap from the same call.',
    '',
    '| page | JS heap (MB) | Δ vs plain | Blink heap (MB) | Δ vs plain | DOM nodes |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| plain CR page | ${r.plain.jsHeapMB} | | ${r.plain.embedderHeapMB ?? 'n/a'} | | ${r.plain.domNodes.toLocaleString('en')} |`,
    row('+ widget (mounted, all scanned)', r.widget),
    row('+ span baseline', r.baseline),
  ].join('\n');
}
