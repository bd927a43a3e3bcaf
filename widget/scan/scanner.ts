// Finds keywords in the page's text nodes. What is matched: the parts of the page near the
// viewport that the engine hands over at each viewport check (near-content.ts), each only once,
// plus single nodes for mutations and for hover (the engine matches a node on demand when the
// pointer finds one not scanned yet). Matching runs in short slices of the scheduler. Results go
// into the match index (for hit-testing) and the highlighter (for marks).
import type { Match } from '../../rulings-data/schema.ts';
import type { Matcher, MatchOptions } from '../../rulings-data/matcher/types.ts';
import type { Highlighter } from '../highlight/highlighter.ts';
import type { MatchIndex } from './match-index.ts';
import type { NearParts } from './near-content.ts';
import type { Job, Scheduler } from './scheduler.ts';
import { ownTextNodes } from './native-walks.ts';
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
  /** Matches one text node now (replacing what it had). */
  matchNode(node: Text): void;
  /** Drops the matches and marks of one text node. */
  forget(node: Text): void;
  /** Text nodes of a subtree, skip rules applied (for mutations). */
  walk(root: Node): Generator<Text, void, undefined>;
  cancel(): void;
}

const NONE: readonly Match[] = [];

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

  function matchNode(node: Text): void {
    const text = node.data;
    let matches = text.length >= 2 && HAS_WORD.test(text) ? matcher.match(text, deps.matchOptions()) : NONE;
    if (ignore.size && matches.length) matches = matches.filter((m) => !ignore.has(m.id));
    if (matches.length) {
      index.set(node, text, matches);
      highlighter.set(node, matches);
    } else {
      forget(node); // only nodes WITH matches are kept: most text nodes have none
    }
  }

  function forget(node: Text): void {
    index.delete(node);
    highlighter.remove(node);
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
          matchNode(next as Text);
          continue;
        }
        walker = walkTextNodes(next, deps.hooks);
      }
      const s = walker.next();
      if (s.done) walker = null;
      else matchNode(s.value);
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
    },
    matchNode,
    forget,
    walk: (root) => walkTextNodes(root, deps.hooks),
    cancel,
  };
}
