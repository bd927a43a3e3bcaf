// Reads the CR files picked on the options page into one document (read-cr.ts, the reader the
// widget uses too). Nothing is stored here: the panel stores the document only when no file had
// an error. A 2.7 MB bilingual JSON takes a moment to read: the panel paints its "reading…" state
// first (a task of its own before the read), so the page never sits frozen without feedback.
import type { Diagnostic } from '../../../../rulings-data/schema.ts';
import { crSizeProblem, readCr } from '../../../../rulings-data/cr/read-cr.ts';
import type { CrDoc } from '../../../../rulings-data/cr/types.ts';
import type { PackInput } from '../../../../rulings-data/packs/types.ts';
import type { PickedFile } from '../packs/check-files.ts';

export interface ReadPicked {
  /** null when refused (some file had an error). */
  doc: CrDoc | null;
  diagnostics: Diagnostic[];
}

/** Two frames' time: the state set before this call is painted before the read blocks. */
const painted = () => new Promise<void>((resolve) => setTimeout(resolve, 16));

export async function readPickedCr(files: readonly PickedFile[], read: typeof readCr = readCr): Promise<ReadPicked> {
  const inputs: PackInput[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const f of files) {
    // Checked from File.size: a wrong 500 MB file is refused without being read into memory.
    const tooBig = crSizeProblem(f.name, f.size);
    if (tooBig) {
      diagnostics.push(tooBig);
      continue;
    }
    try {
      inputs.push({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) });
    } catch (e) {
      diagnostics.push({ file: f.name, line: 1, col: 1, severity: 'error', message: `could not read the file (${e instanceof Error ? e.message : String(e)})` });
    }
  }
  if (diagnostics.length) return { doc: null, diagnostics };
  await painted();
  let result: ReturnType<typeof readCr>;
  try {
    result = read(inputs);
  } catch (e) {
    // readCr reports bad input as diagnostics; a throw is a bug, but must not lose the page.
    const first = files[0]?.name ?? 'cr';
    return { doc: null, diagnostics: [{ file: first, line: 1, col: 1, severity: 'error', message: `could not be read (${e instanceof Error ? e.message : String(e)})` }] };
  }
  const refused = !result.doc || result.diagnostics.some((d) => d.severity === 'error');
  return { doc: refused ? null : result.doc, diagnostics: result.diagnostics };
}
