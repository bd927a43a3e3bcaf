// Finds keywords in the page's text nodes. What is matched: the parts of the page near the
// viewport that the engine hands over at each viewport check (near-content.ts), each only once,
// plus single nodes for mutations and for hover (the engine matches a node on demand when the
// pointer finds one not scanned yet). Matching runs in short slices of the scheduler. Results go
// into the match index (for hit-testing) and the highlighter (for marks).
// The unit matched is a node's inline run (runs.ts: `<i>Landfall</i> — Whenever…`,
// `Pro<wbr>liferate`), with the lines around it when it is short (line-context.ts); its matches
// are cut into pieces per node. A run of several nodes is matched once per scan: its nodes are
// remembered (`runs`), passed over by the walk, and a change to any of them re-matches it.
import type { Matcher, MatchOptions } from '../../rulings-data/matcher/types.ts';
import type { Match } from '../../rulings-data/schema.ts';
import type { Highlighter } from '../highlight/highlighter.ts';
import type { MatchIndex } from './match-index.ts';
import type { NearParts } from './near-content.ts';
import type { Job, Scheduler } from './scheduler.ts';
import { createFirstMentions } from './first-mentions.ts';
import { holdsKeyword, isShort, lineContext } from './line-context.ts';
import { ownTextNodes } from './native-walks.ts';
import { cut, runOf, type Piece } from './runs.ts';
import { walkTextNodes, type WalkHooks } from './text-walker.ts';

/** Text that can hold a keyword has a Latin letter or a CJK ideograph. */
const HAS_WORD = /[A-Za-z\u3400-\u9fff\uf900-\ufaff]/;

export interface ScannerDeps {
  root: Node;
  matcher: Matcher;
  /** Read at every match so a refreshed page context applies to later nodes. */
  matchOptions(): MatchOptions;
  ignore: ReadonlySet<string>;
  index: MatchIndex;
  highlighter: Highlighter;
  scheduler: Scheduler;
  hooks: WalkHooks;
  now(): number;
  /** Called when everything handed over is matched. */
  onIdle?(): void;
}

export interface Scanner {
  /** Queues what in `parts` was not scanned yet (subtrees whole, opened elements' own text). */
  take(parts: NearParts): void;
  /** True while handed-over content waits to be matched. */
  busy(): boolean;
  /** Cancels the work in progress and forgets what was scanned (before a rescan). */
  reset(): void;
  /** Matches one text node's run now (replacing what its nodes had). */
  matchNode(node: Text): void;
  /** Drops the matches and marks of one text node (and re-matches the rest of its run). */
  forget(node: Text): void;
  /** Text nodes of a subtree, skip rules applied, but for those already matched as part of a
   *  run of several (for mutations). */
  walk(root: Node): Generator<Text, void, undefined>;
  cancel(): void;
}

export function createScanner(deps: ScannerDeps): Scanner {
  const { index, highlighter, matcher, ignore } = deps;
  let job: Job | null = null;
  /** Subtrees and text nodes waiting to be matched, and the walk in progress. */
  let queue: Node[] = [];
  let head = 0;
  let walker: Iterator<Text> | null = null;
  /** Subtrees handed over whole, and opened elements whose own text was. Content added later
   *  comes through mutations. */
  let whole = new WeakSet<Element>();
  let opened = new WeakSet<Element>();
  /** The nodes of each run of several matched (until reset() or the node's forget()). */
  let runs = new WeakMap<Text, Text[]>();
  const first = createFirstMentions(index);
  const { root, hooks } = deps;

  function matchNode(node: Text): void {
    const nodes = runOf(node, root, hooks.skip);
    const old = runs.get(node);
    const text = nodes.length > 1 ? nodes.map((n) => n.data).join('') : node.data;
    let pieces: Piece[][] = [];
    let tintAll = true;
    if (text.length >= 2 && HAS_WORD.test(text)) {
      // A short line holding a keyword is matched with the lines around it (line-context.ts).
      const opts = deps.matchOptions();
      // At the strict levels a paragraph tints each keyword once (first-mentions.ts).
      tintAll = (opts.level ?? 'everything') === 'everything';
      const short = isShort(text);
      let [before, after] = ['', ''];
      let matches: Match[] = [];
      if (!short || holdsKeyword(matcher, text, opts)) {
        if (short) [before, after] = lineContext(nodes, root, hooks.skip);
        matches = matcher.match(before + text + after, opts);
      }
      if (ignore.size) matches = matches.filter((m) => !ignore.has(m.id));
      pieces = nodes.length > 1 || short ? cut(nodes, text, matches, before.length) : [matches];
    }
    nodes.forEach((n, i) => {
      if (nodes.length > 1) runs.set(n, nodes);
      else if (old) runs.delete(n);
      if (pieces[i]?.length) {
        index.set(n, n.data, pieces[i]);
        highlighter.set(n, tintAll ? pieces[i] : first.tinted(n, pieces[i]));
      } else clear(n); // only nodes WITH matches are kept: most text nodes have none
    });
    if (old) rematch(old); // its nodes not in this run are in others now (an element came between)
  }

  /** Re-matches the nodes of `old`, a run that changed, that no run matched since. */
  function rematch(old: Text[]): void {
    const stale = old.filter((n) => runs.get(n) === old);
    for (const n of stale) runs.delete(n);
    for (const n of stale) if (!runs.has(n)) n.isConnected ? matchNode(n) : clear(n);
  }

  function clear(node: Text): void {
    index.delete(node);
    highlighter.remove(node);
  }

  function forget(node: Text): void {
    clear(node);
    const old = runs.get(node);
    runs.delete(node);
    if (old) rematch(old);
  }

  function take(parts: NearParts): void {
    const before = queue.length;
    for (const el of parts.whole) {
      if (whole.has(el)) continue;
      whole.add(el);
      queue.push(el);
    }
    for (const el of parts.opened) {
      if (opened.has(el)) continue;
      opened.add(el);
      for (const t of ownTextNodes(el)) queue.push(t);
    }
    // Short tasks back to back: what is handed over is near the viewport (a few screens, or a
    // short page), and it is what the reader waits for.
    if (queue.length > before) job ??= deps.scheduler.run(step, { first: 'soon', rest: 'soon', onDone: idle });
  }

  /** One slice: matches queued content until the deadline. */
  function step(deadline: number): boolean {
    // The clock is read every few nodes: most text nodes take far less time to match than
    // reading it does (19k reads were ~2 ms of a full scan of the CR page).
    for (let n = 1; ; n++) {
      if (!walker) {
        if (head >= queue.length) return false;
        const next = queue[head++];
        if (!next.isConnected) continue;
        if (next.nodeType === 3) {
          if (!runs.has(next as Text)) matchNode(next as Text);
          continue;
        }
        walker = walkTextNodes(next, hooks);
      }
      const s = walker.next();
      if (s.done) walker = null;
      else if (!runs.has(s.value)) matchNode(s.value);
      if ((n & 7) === 0 && deps.now() >= deadline) return true;
    }
  }

  function idle(): void {
    job = null;
    queue = [];
    head = 0;
    deps.onIdle?.();
  }

  function cancel(): void {
    job?.cancel();
    job = null;
    queue = [];
    head = 0;
    walker = null;
  }

  return {
    take,
    busy: () => job !== null,
    reset() {
      cancel();
      whole = new WeakSet();
      opened = new WeakSet();
      runs = new WeakMap();
      first.reset();
    },
    matchNode,
    forget,
    *walk(sub) {
      for (const t of walkTextNodes(sub, hooks)) if (!runs.has(t)) yield t;
    },
    cancel,
  };
}
