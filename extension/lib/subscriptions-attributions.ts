// Credits in the tooltip footer: a subscribed pack's index may name who made it and its licence
// (e.g. CC BY-SA, which asks for attribution wherever its rulings are shown). The merged bundle
// keeps them per pack with the pack's ruling ids (rulings-data/packs/merge-pack-rulings.ts);
// this adds to a keyword's tooltip data the packs whose rulings it shows. Applied by the
// background's lookup (rulings-service.ts), so the content script and the widget carry nothing
// for it.
import type { Bundle } from '../../rulings-data/schema.ts';
import type { PackAttribution, TooltipData } from '../../widget/contracts.ts';

/** `data` with `attributions` set for the credited packs among its rulings (in pack order);
 *  `data` itself when none of its rulings is from one. */
export type Attribute = (data: TooltipData) => TooltipData;

export function packAttributions(packs: Bundle['packs']): Attribute {
  const credited = (packs ?? []).filter((p) => (p.attribution || p.licence) && Array.isArray(p.rulingIds));
  if (credited.length === 0) return (data) => data;
  // Ruling id → the credited packs (by position) that carry it; made on the first lookup.
  let byRuling: Map<string, number[]> | null = null;
  const index = () => {
    byRuling = new Map();
    credited.forEach((p, i) => {
      for (const id of p.rulingIds!) {
        const list = byRuling!.get(id);
        if (list) list.push(i);
        else byRuling!.set(id, [i]);
      }
    });
    return byRuling;
  };
  return (data) => {
    const map = byRuling ?? index();
    const hit = new Set<number>();
    for (const r of [...data.rulings, ...(data.mentioned ?? [])]) for (const i of map.get(r.id) ?? []) hit.add(i);
    if (hit.size === 0) return data;
    const attributions: PackAttribution[] = [...hit].sort((a, b) => a - b).map((i) => {
      const p = credited[i];
      return { pack: p.name, ...(p.attribution ? { attribution: p.attribution } : {}), ...(p.licence ? { licence: p.licence } : {}) };
    });
    return { ...data, attributions };
  };
}
