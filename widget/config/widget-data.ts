// The data the widget needs, in one object: the bundle (keywords + rulings, for the tooltip) and
// the compiled matcher terms (for scanning). The build writes both into ONE file,
// `rulings-lens.data.json`, so the script-tag build makes a single request for it.
import type { Bundle } from '../../rulings-data/schema.ts';
import type { TermData } from '../../rulings-data/matcher/types.ts';

export interface WidgetData {
  /** The bundle without its search index: the widget never searches (the popup does). */
  bundle: Omit<Bundle, 'searchIndex'> & { searchIndex?: Bundle['searchIndex'] };
  terms: TermData;
}

/** File name of the combined data file, fetched next to the script by the script-tag build. */
export const DEFAULT_DATA_FILE = 'rulings-lens.data.json';

/** File name of the packs module, imported next to the script only when the tag has data-packs. */
export const PACKS_MODULE_FILE = 'rulings-lens.packs.mjs';

/** File name of the tooltip UI module (Preact + components; default export createTooltipUi),
 *  imported next to the script by the light script-tag build on the first tooltip. */
export const UI_MODULE_FILE = 'rulings-lens.ui.mjs';

/**
 * Cheap structural check of untrusted data (a fetched file, a writer's option). Returns why the
 * value is not WidgetData, or null when it looks right. Deep validation is the build's job.
 */
export function widgetDataProblem(value: unknown): string | null {
  if (!isObject(value)) return 'expected an object { bundle, terms }';
  const { bundle, terms } = value;
  if (!isObject(bundle)) return 'missing "bundle" object';
  if (bundle.format !== 1) return `bundle.format is ${JSON.stringify(bundle.format)}, expected 1`;
  if (!Array.isArray(bundle.keywords)) return 'bundle.keywords is not an array';
  if (!Array.isArray(bundle.rulings)) return 'bundle.rulings is not an array';
  if (!isObject(terms)) return 'missing "terms" object';
  if (terms.version !== 1) return `terms.version is ${JSON.stringify(terms.version)}, expected 1`;
  if (!Array.isArray(terms.ids) || !Array.isArray(terms.terms)) return 'terms.ids / terms.terms are not arrays';
  return null;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
