// axe-core in the real-browser tests: inject the engine from node_modules (read from disk and
// evaluated in the page: no network, no CDN), run it on the whole document and get back what a
// person can read in a failing test: rule id, impact, target, one-line summary.
//
// Driver-neutral: anything with `evaluate(fn, arg)` works, i.e. a playwright-core Frame/Page
// (Chromium) and a puppeteer-core Frame/Page (Firefox).
//
// The tooltip lives in an OPEN shadow root (widget/tooltip/host.ts: attachShadow mode 'open'),
// and axe walks open shadow roots by itself, so `axe.run(document)` checks the tooltip too; the
// run also reports how many checked elements were inside the tooltip's shadow root, so a test
// can prove that the tooltip was really looked at.
//
// One catch: the host is a child of <html>, beside <body> (on purpose: a page's body may have a
// transform or overflow that would clip a fixed element), and axe's layout grid only covers
// <body> (createGrid walks document.body). Outside it, color-contrast finds no element stack and
// says "incomplete" for every text in the tooltip. So, for the run only, the host is moved to the
// end of <body> (fixed, 0×0, `all: initial`: it renders the same there), then put back where it
// was, with focus restored to what had it. The product is not changed for the test.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The minified engine, read once (~550 KB). */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A page or a frame of either driver. */
export interface Evaluator {
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** A script as source text, evaluated by the driver itself (through the devtools / BiDi
   *  protocol), so a page CSP without 'unsafe-eval' (extension pages) does not block it. */
  evaluate(source: string): Promise<unknown>;
}

/** One element axe flagged (or could not decide on) for one rule. */
export interface AxeFinding {
  rule: string;
  impact: string;
  /** Selectors from the top document down: frames joined by " | ", shadow roots by " >>> ". */
  target: string;
  /** axe's own "Fix any of the following…" text, flattened to one line. */
  summary: string;
  /** The checks' message keys (axe's machine-readable reason, e.g. "bgOverlap"), comma-separated. */
  reason: string;
  help: string;
}

export interface AxeReport {
  violations: AxeFinding[];
  incomplete: AxeFinding[];
  /** Elements in the shadow root of `shadowHost` that some rule checked (passed or not). */
  shadowNodesChecked: number;
  /** Rules that ran (passed, failed or incomplete), to tell a real run from an empty one. */
  rulesRun: number;
}

/** Evaluates axe's source in each frame that does not have it yet (global scope, like a script tag). */
export async function injectAxe(frames: readonly Evaluator[]): Promise<void> {
  for (const frame of frames) {
    const present = await frame.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object', undefined);
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
}

/**
 * Runs every rule axe enables by default (WCAG 2.x A/AA and best practices) on the whole
 * document of `main`, frames included (axe must have been injected into them), and returns the
 * violations and "incomplete" (needs review) results, one finding per element.
 */
export function runAxe(main: Evaluator, shadowHost = 'rulings-lens-ui'): Promise<AxeReport> {
  return main.evaluate(async (shadowHost: string) => {
    const host = document.querySelector(shadowHost);
    const home = host?.parentNode;
    const next = host?.nextSibling ?? null;
    const focused = host?.shadowRoot?.activeElement as HTMLElement | null | undefined;
    const move = !!host && !!home && home !== document.body;
    if (move) document.body.append(host!);
    type Check = { data?: { messageKey?: string } | null };
    type Node = { target: unknown[]; impact?: string | null; failureSummary?: string; any: Check[]; all: Check[]; none: Check[] };
    type Result = { id: string; impact?: string | null; help: string; nodes: Node[] };
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<Record<'violations' | 'incomplete' | 'passes', Result[]>> } }).axe;
    // Every result type in full: the passes are needed to count the tooltip's checked elements.
    let r: Record<'violations' | 'incomplete' | 'passes', Result[]>;
    try {
      r = await axe.run(document, {});
    } finally {
      if (move) {
        home!.insertBefore(host!, next);
        focused?.focus({ preventScroll: true });
      }
    }
    const where = (target: unknown[]) => target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' | ');
    const flat = (results: Result[]) =>
      results.flatMap((res) =>
        res.nodes.map((n) => ({
          rule: res.id,
          impact: n.impact ?? res.impact ?? 'n/a',
          target: where(n.target),
          summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
          // Why axe could not decide, when it says (e.g. color-contrast's "bgOverlap", "pseudoContent").
          reason: [...n.any, ...n.all, ...n.none].map((c) => c.data?.messageKey).filter(Boolean).join(', '),
          help: res.help,
        })),
      );
    // The host's own selector may come out as "rulings-lens-ui" or "body > rulings-lens-ui".
    const inShadow = (n: Node) => Array.isArray(n.target[0]) && (n.target[0] as string[])[0].split(/[\s>]+/).pop() === shadowHost;
    const all = [...r.passes, ...r.violations, ...r.incomplete];
    return {
      violations: flat(r.violations),
      incomplete: flat(r.incomplete),
      shadowNodesChecked: all.reduce((sum, res) => sum + res.nodes.filter(inShadow).length, 0),
      rulesRun: all.length,
    };
  }, shadowHost);
}

/** One line per finding, for an assertion message a person can act on. */
export function formatFindings(findings: readonly AxeFinding[]): string {
  return findings.map((f) => `${f.rule} [${f.impact}] ${f.target}: ${f.summary || f.help}${f.reason ? ` (${f.reason})` : ''}`).join('\n');
}

/** An "incomplete" result the suite accepts, and why (a person reviewed it). */
export interface AllowedIncomplete {
  rule: string;
  /** Matches the formatted target; omit to accept the rule anywhere. */
  target?: RegExp;
  /** Matches axe's machine-readable reason (AxeFinding.reason, e.g. /bgOverlap/); omit for any. */
  axeReason?: RegExp;
  /** Ours: why this is not a problem. */
  reason: string;
}

/** Whether `entry` covers `finding`. */
export function covers(entry: Pick<AllowedIncomplete, 'rule' | 'target' | 'axeReason'>, finding: AxeFinding): boolean {
  return entry.rule === finding.rule && (!entry.target || entry.target.test(finding.target)) && (!entry.axeReason || entry.axeReason.test(finding.reason));
}

/** The incomplete findings no allow-list entry covers (must be empty). */
export function unexplained(incomplete: readonly AxeFinding[], allowed: readonly AllowedIncomplete[]): AxeFinding[] {
  return incomplete.filter((f) => !allowed.some((a) => covers(a, f)));
}
