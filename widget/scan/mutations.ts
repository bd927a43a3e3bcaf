// Keeps matches in step with a changing page. The observer callback only queues nodes (cheap);
// the scanner matches a node's whole inline run (runs.ts), and a dropped node's run again;
// the work happens in idle slices of at most MAX_BATCH_NODES nodes / MAX_BATCH_MS. A page that
// mutates without end cannot pin the CPU: each saturated batch doubles the wait before the next
// (up to MAX_BACKOFF_MS), and a runaway queue collapses into one later full rescan.
import type { Scheduler, Job } from './scheduler.ts';
import type { Scanner } from './scanner.ts';
import type { WalkHooks } from './text-walker.ts';
import { walkTextNodes } from './text-walker.ts';

export const MAX_BATCH_NODES = 500;
export const MAX_BATCH_MS = 10;
export const MAX_BACKOFF_MS = 2000;
/** Past this many queued items, drop them and rescan everything once things calm down. */
export const MAX_QUEUE = 20_000;

type Item = { kind: 'text' | 'drop' | 'scan'; node: Node };

export interface MutationDeps {
  scanner: Scanner;
  scheduler: Scheduler;
  hooks: WalkHooks;
  now(): number;
  /** True when the node is (inside) something never scanned, up to the scan root. */
  isInsideSkipped(node: Node): boolean;
  /** True for the widget's own UI nodes (their mutations are ours). */
  isOwn(node: Node): boolean;
  /** The queue overflowed: the caller should rescan the whole root. */
  onOverflow(): void;
  createObserver?(cb: MutationCallback): MutationObserver;
}

export interface MutationWatcher {
  observe(target: Node): void;
  /** Items waiting (for tests / diagnostics). */
  pending(): number;
  /** Current wait before the next batch, in ms (0 when the page is calm). */
  backoff(): number;
  disconnect(): void;
}

const OPTIONS: MutationObserverInit = { childList: true, characterData: true, subtree: true };
const everything: WalkHooks = { skip: () => false };

export function watchMutations(deps: MutationDeps): MutationWatcher {
  let queue: Item[] = [];
  let head = 0;
  let job: Job | null = null;
  let backoff = 0;
  let current: { nodes: Iterator<Text>; drop: boolean } | null = null;
  const observed = new Set<Node>();

  const onRecords: MutationCallback = (records) => {
    for (const r of records) {
      if (r.type === 'characterData') {
        const t = r.target;
        // Typing in an editor: never our business (and the hottest mutation source there is).
        if (t.nodeType !== 3 || t.parentElement?.isContentEditable || deps.isOwn(t)) continue;
        queue.push({ kind: 'text', node: t });
      } else {
        if (deps.isOwn(r.target)) continue;
        r.removedNodes.forEach((n) => (n.nodeType === 1 || n.nodeType === 3) && !deps.isOwn(n) && queue.push({ kind: 'drop', node: n }));
        r.addedNodes.forEach((n) => (n.nodeType === 1 || n.nodeType === 3) && !deps.isOwn(n) && queue.push({ kind: 'scan', node: n }));
        // A <br>, <wbr> or <img> coming or going splits or joins the runs (runs.ts) of the text
        // beside it: that text is matched again (text added or dropped re-matches its run itself).
        if ([...r.addedNodes, ...r.removedNodes].some((n) => n.nodeType === 1 && !n.firstChild))
          for (const n of [r.previousSibling, r.nextSibling]) if (n?.nodeType === 3) queue.push({ kind: 'text', node: n });
      }
    }
    if (queue.length - head > MAX_QUEUE) {
      queue = [];
      head = 0;
      current = null;
      deps.onOverflow();
      return;
    }
    if (queue.length > head && !job) schedule();
  };

  const observer = (deps.createObserver ?? ((cb) => new MutationObserver(cb)))(onRecords);

  function schedule(): void {
    job = deps.scheduler.run(batch, { first: 'idle', delayMs: backoff });
  }

  /** One batch: bounded by nodes and time; reschedules itself (with back-off) when cut short. */
  function batch(deadline: number): boolean {
    const end = Math.min(deadline, deps.now() + MAX_BATCH_MS);
    let done = 0;
    while (done < MAX_BATCH_NODES && deps.now() < end) {
      if (current) {
        const step = current.nodes.next();
        if (step.done) current = null;
        else {
          if (current.drop) deps.scanner.forget(step.value);
          else deps.scanner.matchNode(step.value);
          done++;
        }
        continue;
      }
      if (head >= queue.length) {
        queue = [];
        head = 0;
        backoff = 0;
        job = null;
        return false;
      }
      start(queue[head++]);
      done++;
    }
    // Saturated: let the page breathe, longer each time it keeps us this busy.
    backoff = Math.min(MAX_BACKOFF_MS, backoff ? backoff * 2 : 16);
    if (head > 1024 && head > queue.length / 2) {
      queue = queue.slice(head);
      head = 0;
    }
    schedule();
    return false; // this job ends; the rescheduled one carries the delay
  }

  function start({ kind, node }: Item): void {
    if (kind === 'drop') {
      // Detached subtree: drop every text node's matches so the highlight lets go of them.
      if (node.nodeType === 3) deps.scanner.forget(node as Text);
      else current = { nodes: walkTextNodes(node, everything), drop: true };
    } else if (kind === 'text' || node.nodeType === 3) {
      const text = node as Text;
      if (text.isConnected && !deps.isInsideSkipped(text)) deps.scanner.matchNode(text);
      else deps.scanner.forget(text);
    } else if (node.isConnected && node.parentNode && !deps.isInsideSkipped(node.parentNode)) {
      if (node.nodeType === 1 && deps.hooks.skip(node as Element)) deps.hooks.onSkipped?.(node as Element);
      else current = { nodes: deps.scanner.walk(node), drop: false };
    }
  }

  return {
    observe(target) {
      if (observed.has(target)) return;
      observed.add(target);
      observer.observe(target, OPTIONS);
    },
    pending: () => queue.length - head + (current ? 1 : 0),
    backoff: () => backoff,
    disconnect() {
      observer.disconnect();
      observed.clear();
      job?.cancel();
      job = null;
      queue = [];
      head = 0;
      current = null;
    },
  };
}
