// The baseline for page annotation: what AutocardAnywhere-style scripts do. Walk every text node
// with a TreeWalker, run ONE alternation regex of every keyword form over it, and replace each
// node that has matches with text + <span> elements. One synchronous pass, the page's DOM
// rewritten. (AutocardAnywhere also attaches listeners and link styling per match; this
// baseline does less, so the comparison flatters it.)
//
// Kept as plain JavaScript source: it is evaluated inside the page exactly as written.
import { alternationSource } from './matcher-bench.ts';
import type { KeywordEntry } from '../../rulings-data/schema.ts';

export const SPAN_CLASS = 'rl-bench-kw';

/** `(source) => ({ nodes, matches })`: annotates document.body, returns what it did. */
export const SPAN_BASELINE_JS = String.raw`(source) => {
  const style = document.createElement('style');
  style.textContent = '.${SPAN_CLASS}{text-decoration:underline dotted;cursor:help}';
  document.head.appendChild(style);
  const re = new RegExp(source, 'gi');
  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'CODE', 'PRE']);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (SKIP.has(n.parentNode.nodeName) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  // Collect first: replacing nodes while walking would derail the walker.
  const nodes = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
  let matches = 0;
  for (const node of nodes) {
    const text = node.data;
    re.lastIndex = 0;
    let frag = null;
    let last = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0] === '') { re.lastIndex++; continue; }
      frag = frag || document.createDocumentFragment();
      if (m.index > last) frag.append(text.slice(last, m.index));
      const span = document.createElement('span');
      span.className = '${SPAN_CLASS}';
      span.textContent = m[0];
      frag.append(span);
      last = m.index + m[0].length;
      matches++;
    }
    if (frag) {
      if (last < text.length) frag.append(text.slice(last));
      node.replaceWith(frag);
    }
  }
  return { nodes: nodes.length, matches };
}`;

/** The regex source the baseline uses: the same forms the matcher knows (matcher-bench's). */
export function spanBaselineSource(keywords: readonly KeywordEntry[]): string {
  return alternationSource(keywords);
}
