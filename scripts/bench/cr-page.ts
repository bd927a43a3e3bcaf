// Renders the Comprehensive Rules data pack as ONE long bilingual HTML page (every rule and
// glossary entry in English then Simplified Chinese): the page-annotation, hover and memory
// benchmarks run on it. ~1.9 MB of HTML and ~19k text nodes, about the heaviest page a reader
// would point the widget or the extension at.
//
// The CR text must never be committed: the page is written into bench/tmp/ (gitignored) and
// regenerated when missing or older than the data pack.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEFAULT_CR_DIR, REPO_ROOT } from '../cli/paths.ts';

export const BENCH_TMP = join(REPO_ROOT, 'bench/tmp');
export const CR_FILE = join(DEFAULT_CR_DIR, 'cr-20260417.json');
export const CR_PAGE_NAME = 'cr-page.html';

interface CrNode {
  chapter?: string;
  en?: string;
  zh?: string;
  subrules?: CrNode[];
}
interface GlossaryEntry {
  enname?: string;
  zhname?: string;
  en?: string;
  zh?: string;
}
interface CrJson {
  version?: string;
  main?: CrNode[];
  glossary?: GlossaryEntry[];
}

export interface CrPageInfo {
  file: string;
  bytes: number;
  /** Rules + glossary entries rendered (each as an English and a Chinese paragraph). */
  entries: number;
  /** Text nodes in the markup (whitespace between blocks included), counted while writing. */
  textNodes: number;
  crVersion: string;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Builds the page's HTML from the parsed CR JSON. Pure (exported for reuse and tests). */
export function renderCrPage(cr: CrJson): { html: string; entries: number; textNodes: number } {
  if (!Array.isArray(cr.main)) throw new Error('cr-page: the CR JSON has no "main" array (is it the bilingual data pack?)');
  const out: string[] = [];
  let entries = 0;
  let textNodes = 0;
  // Each pushed text segment between tags is one text node in the parsed DOM.
  const text = (s: string) => {
    textNodes++;
    return escapeHtml(s);
  };
  const rule = (n: CrNode, depth: number) => {
    const num = n.chapter ?? '';
    if (depth <= 1 && n.en) {
      const tag = depth === 0 ? 'h2' : 'h3';
      out.push(`<${tag}>${text(`${num} ${n.en}`)} <span lang="zh-Hans">${text(n.zh ?? '')}</span></${tag}>\n`);
      textNodes += 2; // the space between the two names, and the newline after the heading
      entries++;
    } else if (n.en || n.zh) {
      out.push('<div class="r">');
      if (n.en) out.push(`<p><b>${text(num)}</b>${text(` ${n.en}`)}</p>`);
      if (n.zh) out.push(`<p lang="zh-Hans"><b>${text(num)}</b>${text(` ${n.zh}`)}</p>`);
      out.push('</div>\n');
      textNodes++;
      entries++;
    }
    for (const s of n.subrules ?? []) rule(s, depth + 1);
  };

  out.push(
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Magic: The Gathering Comprehensive Rules ${escapeHtml(cr.version ?? '')} (bench page)</title>`,
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem}',
    'p{margin:.3rem 0}.r{margin:0 0 .8rem}dd{margin:0 0 .3rem 1.5rem}</style></head>\n<body>\n',
    `<h1>Magic: The Gathering Comprehensive Rules / 万智牌完整规则 ${escapeHtml(cr.version ?? '')}</h1>\n`,
  );
  textNodes += 3;
  for (const chapter of cr.main) {
    out.push('<section>\n');
    rule(chapter, 0);
    out.push('</section>\n');
    textNodes += 2;
  }
  if (Array.isArray(cr.glossary)) {
    out.push('<section><h2>Glossary / 词汇表</h2>\n<dl>\n');
    textNodes += 3;
    for (const g of cr.glossary) {
      out.push(`<dt>${text(`${g.enname ?? ''} / ${g.zhname ?? ''}`)}</dt>`);
      if (g.en) out.push(`<dd>${text(g.en)}</dd>`);
      if (g.zh) out.push(`<dd lang="zh-Hans">${text(g.zh)}</dd>`);
      out.push('\n');
      textNodes++;
      entries++;
    }
    out.push('</dl></section>\n');
  }
  out.push('</body></html>\n');
  return { html: out.join(''), entries, textNodes };
}

/** Writes bench/tmp/cr-page.html (unless it is newer than the data pack) and describes it. */
export function ensureCrPage(crFile = CR_FILE, outDir = BENCH_TMP): CrPageInfo {
  if (!existsSync(crFile)) {
    throw new Error(`cr-page: the CR data pack ${crFile} is missing; the page benchmarks need it (../shared/data/cr/)`);
  }
  const file = join(outDir, CR_PAGE_NAME);
  const cr = JSON.parse(readFileSync(crFile, 'utf8')) as CrJson;
  const { html, entries, textNodes } = renderCrPage(cr);
  const fresh = existsSync(file) && statSync(file).mtimeMs >= statSync(crFile).mtimeMs && statSync(file).size === Buffer.byteLength(html);
  if (!fresh) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return { file, bytes: Buffer.byteLength(html), entries, textNodes, crVersion: String(cr.version ?? '') };
}
