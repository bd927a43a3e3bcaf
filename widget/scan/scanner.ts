// Finds keywords in the page's text nodes: a full scan that matches what is on (or near) screen
// first, in one short task, and the rest in idle slices; plus single-node rescans for mutations.
// Results go into the match index (for hit-testing) and the highlighter (for marks).
import type { Match } from '../../rulings-data/schema.ts';
import type { Matcher, MatchOptions } from '../../rulings-data/matcher/types.ts';
import type { Highlighter } from '../highlight/highlighter.ts';
import type { MatchIndex } from './match-index.ts';
import type { Job, Scheduler } from './scheduler.ts';
import { walkTextNodes, type WalkHooks } from './text-walker.ts';

/** Budget of the viewport-first task (below the 50 ms long-task threshold). */
export const FIRST_TASK_MS = 30;
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
  /** Viewport size in CSS px (for the on-screen-first order). */
  viewport(): { width: number; height: number };
}

export interface Scanner {
  /** (Re)starts the full scan; a running one is cancelled. */
  scanAll(onDone?: () => void): void;
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

  function scanAll(onDone?: () => void): void {
    job?.cancel();
    const walker = walkTextNodes(deps.root, deps.hooks);
    const deferred: Text[] = [];
    let next = 0;
    let walking = true;
    const near = nearViewport(deps.viewport);
    let first = true;
    job = deps.scheduler.run(
      (deadline) => {
        // First task: match what is on screen, queue the rest. Later slices match in walk
        // order without reading layout: a rect read after our marks or the page changed the
        // styles would force a synchronous style + layout pass inside our slice.
        while (walking) {
          const step = walker.next();
          if (step.done) {
            walking = false;
            break;
          }
          if (!first || near(step.value)) matchNode(step.value);
          else deferred.push(step.value);
          if (deps.now() >= deadline) {
            first = false;
            return true;
          }
        }
        first = false;
        while (next < deferred.length) {
          const node = deferred[next++];
          if (node.isConnected) matchNode(node);
          if (deps.now() >= deadline) return next < deferred.length;
        }
        return false;
      },
      { first: 'soon', firstBudgetMs: FIRST_TASK_MS, onDone },
    );
  }

  return {
    scanAll,
    matchNode,
    forget,
    walk: (root) => walkTextNodes(root, deps.hooks),
    cancel() {
      job?.cancel();
      job = null;
    },
  };
}

/**
 * "Is this text node's element on screen (or within half a screen below)?" Layout is read with
 * getBoundingClientRect on the parent element, cached for consecutive siblings; we never write to
 * the DOM in between, so this does not force repeated layouts.
 */
function nearViewport(viewport: ScannerDeps['viewport']): (node: Text) => boolean {
  const { width, height } = viewport();
  const margin = height / 2;
  let lastEl: Element | null = null;
  let lastResult = false;
  return (node) => {
    const el = node.parentElement ?? (node.parentNode as ShadowRoot | null)?.host ?? null;
    if (!el) return false;
    if (el === lastEl) return lastResult;
    lastEl = el;
    const r = el.getBoundingClientRect();
    lastResult = (r.width > 0 || r.height > 0) && r.bottom >= -margin && r.top <= height + margin && r.right >= 0 && r.left <= width;
    return lastResult;
  };
}
