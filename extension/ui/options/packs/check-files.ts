// Reads and validates picked files in the options page (never in a content script), one file
// at a time with a pause between files so the progress bar paints. Nothing is stored here: the
// panel stores the packs only when no file had an error.
import type { Diagnostic } from '../../../../rulings-data/schema.ts';
import { packSizeProblem } from '../../../../rulings-data/packs/limits.ts';
import { readPack } from '../../../../rulings-data/packs/read-pack.ts';
import type { Pack } from '../../../../rulings-data/packs/types.ts';

export interface CheckProgress {
  /** Files done, of `total`. */
  done: number;
  total: number;
  file: string;
}

export interface CheckOutput {
  packs: Pack[];
  diagnostics: Diagnostic[];
  /** True when some file had an error: the panel then stores nothing. */
  refused: boolean;
}

/** The CLI's format (scripts/cli/format.ts): `file:line:col: severity: message`. */
export const formatDiagnostic = (d: Diagnostic) => `${d.file}:${d.line}:${d.col}: ${d.severity}: ${d.message}`;

const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A picked file: File in the page; anything with a name, a size and bytes in tests. */
export interface PickedFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export async function checkFiles(files: readonly PickedFile[], onProgress: (p: CheckProgress) => void = () => {}): Promise<CheckOutput> {
  const packs: Pack[] = [];
  const diagnostics: Diagnostic[] = [];
  for (let i = 0; i < files.length; i++) {
    const f = files[i];
    onProgress({ done: i, total: files.length, file: f.name });
    await nextFrame();
    // Checked from File.size: a 50 MB file is refused without being read into memory.
    const tooBig = packSizeProblem(f.name, f.size);
    if (tooBig) {
      diagnostics.push(tooBig);
      continue;
    }
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await f.arrayBuffer());
    } catch (e) {
      diagnostics.push({ file: f.name, line: 1, col: 1, severity: 'error', message: `could not read the file (${e instanceof Error ? e.message : String(e)})` });
      continue;
    }
    const read = readPack({ name: f.name, bytes });
    diagnostics.push(...read.diagnostics);
    if (read.pack) packs.push(read.pack);
  }
  onProgress({ done: files.length, total: files.length, file: '' });
  const refused = diagnostics.some((d) => d.severity === 'error');
  return { packs: refused ? [] : packs, diagnostics, refused };
}
