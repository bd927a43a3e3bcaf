// The background's data: the built-in bundle merged with the enabled imported packs, as one
// RulingsService. Built on start (an MV3 service worker starts often: every wake-up rebuilds
// from IndexedDB) and again when the options page says the packs changed. Requests wait for the
// build in progress, so the first lookup after a wake-up already sees the packs.
// Pure wiring: the pack loading is injected (IndexedDB in the background, a fake in tests).
import type { Bundle } from '../../rulings-data/schema.ts';
import type { TermData } from '../../rulings-data/matcher/types.ts';
import { createMatcher } from '../../rulings-data/matcher/index.ts';
import { mergePacks } from '../../rulings-data/packs/merge-packs.ts';
import type { MergeablePack } from '../../rulings-data/packs/types.ts';
import { bundleProblem, createRulingsService, type RulingsService } from './rulings-service.ts';

export interface MergedDataDeps {
  builtIn: Bundle;
  terms: TermData;
  /** The enabled packs, in order. */
  loadPacks(): Promise<readonly MergeablePack[]>;
  warn?: (message: string) => void;
}

export interface MergedData {
  /** The current service (waits for a build in progress). */
  service(): Promise<RulingsService>;
  /** Rebuilds from the stored packs; resolves when the new service answers. */
  reload(): Promise<RulingsService>;
}

export function createMergedData({ builtIn, terms, loadPacks, warn = console.warn }: MergedDataDeps): MergedData {
  const plain = createRulingsService(builtIn, warn);
  let matcher: ReturnType<typeof createMatcher> | null = null;
  let current: Promise<RulingsService> = Promise.resolve(plain);
  let generation = 0;

  async function build(): Promise<RulingsService> {
    let packs: readonly MergeablePack[];
    try {
      packs = await loadPacks();
    } catch (e) {
      // Storage unreadable (a browser profile problem): the built-in rulings still answer.
      warn(`rulings-lens: imported packs could not be read (${e instanceof Error ? e.message : String(e)}); built-in rulings only`);
      return plain;
    }
    // A damaged built-in bundle is answered by the plain service (one clear DATA_DAMAGED error).
    if (packs.length === 0 || bundleProblem(builtIn)) return plain;
    try {
      matcher ??= createMatcher(terms);
      const { bundle, skipped } = mergePacks(builtIn, packs, matcher);
      for (const s of skipped) warn(`rulings-lens: imported pack "${s.name}" is damaged (${s.problem}); skipped`);
      return createRulingsService(bundle, warn);
    } catch (e) {
      warn(`rulings-lens: imported packs could not be merged (${e instanceof Error ? e.message : String(e)}); built-in rulings only`);
      return plain;
    }
  }

  function reload(): Promise<RulingsService> {
    const mine = ++generation;
    const next = build();
    // A slower earlier build must not replace a later one.
    current = next.then((s) => (mine === generation ? s : current));
    return current;
  }

  reload();
  return { service: () => current, reload };
}
