// Reads the page author's extra packs and merges them into the widget data, synchronously, before
// the engine starts: the tooltip then shows pack rulings like built-in ones (source badge and
// all; conflicting rulings side by side). Every problem is one console line,
// `rulings-lens: pack NAME: file:line:col: message`; a refused pack is left out, the rest merge.
// Heavy (parser, zip reader, linking): only the ESM build and the lazy packs module include it.
import type { Diagnostic } from '../../rulings-data/schema.ts';
import { createMatcher } from '../../rulings-data/matcher/index.ts';
import { mergePackRulings } from '../../rulings-data/packs/merge-pack-rulings.ts';
import { packNameOf, readPack } from '../../rulings-data/packs/read-pack.ts';
import type { Pack } from '../../rulings-data/packs/types.ts';
import { describeValue } from '../config/option-parsers.ts';
import type { WidgetData } from '../config/widget-data.ts';
import { packInputOf } from './pack-input.ts';
import { PACK_EXPECTED, widgetPackProblem, type WidgetPack } from './widget-pack.ts';

export type Warn = (message: string) => void;

const NO_LATEST_DATE = '9999-12-31';

/** One console line per diagnostic; errors say that the pack was not loaded. */
export function packDiagnosticLine(pack: string, d: Diagnostic): string {
  const where = `${d.file}:${d.line}:${d.col}`;
  return d.severity === 'error'
    ? `rulings-lens: pack ${pack}: ${where}: ${d.message} (pack not loaded)`
    : `rulings-lens: pack ${pack}: ${where}: warning: ${d.message}`;
}

/** Reads each pack (warning about every problem) and returns the packs that were accepted. */
export function readWidgetPacks(packs: readonly unknown[], warn: Warn): Pack[] {
  const accepted: Pack[] = [];
  packs.forEach((p, i) => {
    const shape = widgetPackProblem(p);
    if (shape) {
      warn(`rulings-lens: option "packs[${i}]" has a bad value ${describeValue(p)} (${shape}; expected ${PACK_EXPECTED}); skipped`);
      return;
    }
    const input = packInputOf(p as WidgetPack, i);
    let result: ReturnType<typeof readPack>;
    try {
      // No "in the future" check here: it would go by the reader's clock, and a visitor whose
      // clock is years behind would lose the author's pack. Authors check with `rulings validate`.
      result = readPack(input, { latestDate: NO_LATEST_DATE });
    } catch (err) {
      // readPack reports bad input as diagnostics; a throw is a bug, but must not stop the page.
      warn(`rulings-lens: pack ${packNameOf(input.name)}: ${input.name}:1:1: could not be read (${err instanceof Error ? err.message : String(err)}) (pack not loaded)`);
      return;
    }
    const name = result.pack?.name ?? packNameOf(input.name);
    for (const d of result.diagnostics) warn(packDiagnosticLine(name, d));
    if (result.pack) accepted.push(result.pack);
  });
  return accepted;
}

/** `data` with the accepted packs merged in (the same object when none was accepted). */
export function applyPacks(data: WidgetData, packs: readonly unknown[], warn: Warn): WidgetData {
  const accepted = readWidgetPacks(packs, warn);
  if (accepted.length === 0) return data;
  const out = mergePackRulings(data.bundle, accepted, createMatcher(data.terms));
  for (const s of out.skipped) warn(`rulings-lens: pack ${s.name}: ${s.problem} (pack not loaded)`);
  return { ...data, bundle: out.bundle };
}
