// What the fixture packs must do to the built widget data, computed in Node by the very code the
// browser runs (apply-packs.ts over dist/widget/rulings-lens.data.json): the e2e tests check
// that the page shows exactly this — pack rulings in the tooltip, one warning per problem.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WidgetData } from '../../widget/config/widget-data.ts';
import type { TooltipData } from '../../widget/contracts.ts';
import { createBundleLookup } from '../../widget/engine/bundle-lookup.ts';
import { applyPacks } from '../../widget/packs/apply-packs.ts';

const PACKS = fileURLToPath(new URL('../fixtures/widget/packs/', import.meta.url));
const DATA = fileURLToPath(new URL('../../dist/widget/rulings-lens.data.json', import.meta.url));

export interface PacksExpected {
  /** Ruling ids (in tooltip order, "mentioned in…" open) and sources per keyword, built-in and
   *  pack rulings. */
  tooltip: Record<'surveil' | 'ward', Array<{ id: string; source: string }>>;
  /** Ids of rulings that came from the packs. */
  fromPacks: string[];
  /** The console lines the bad pack must give (one per problem). */
  badPackWarnings: string[];
}

export function packsExpected(): PacksExpected {
  const data = JSON.parse(readFileSync(DATA, 'utf8')) as WidgetData;
  const warnings: string[] = [];
  const packs = ['club.txt', 'bad.txt'].map((name) => ({ name, bytes: readFileSync(`${PACKS}${name}`) }));
  const merged = applyPacks(data, packs, (m) => warnings.push(m));
  const lookup = createBundleLookup(merged.bundle);
  // In tooltip order with the "mentioned in…" group open: the keyword's own rulings, then those
  // that only mention it (Ward's built-in ruling and the pack's conflicting twin are of these).
  const shown = (id: string) => {
    const d = lookup(id) as TooltipData;
    return [...d.rulings, ...(d.mentioned ?? [])].map((r) => ({ id: r.id, source: r.source }));
  };
  const builtIn = new Set(data.bundle.rulings.map((r) => r.id));
  return {
    tooltip: { surveil: shown('surveil'), ward: shown('ward') },
    fromPacks: merged.bundle.rulings.filter((r) => !builtIn.has(r.id)).map((r) => r.id),
    badPackWarnings: warnings,
  };
}
