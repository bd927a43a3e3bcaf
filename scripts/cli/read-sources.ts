// Node-only: reads seed files for the parser (which stays free of fs so it can run anywhere).
// Every path is checked before anything is returned, so one run names ALL unreadable files.
import { readFile } from 'node:fs/promises';

export interface SourceText {
  /** The path exactly as given; it becomes the file name in diagnostics and ruling origins. */
  file: string;
  text: string;
}

function why(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return (err as Error).message;
}

/** Reads UTF-8 files. Throws one Error listing, in the order given, every file that is missing or not UTF-8. */
export async function readSourceFiles(paths: readonly string[]): Promise<SourceText[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const results = await Promise.all(
    paths.map(async (file): Promise<SourceText | string> => {
      let bytes: Uint8Array;
      try {
        bytes = await readFile(file);
      } catch (err) {
        return `cannot read '${file}': ${why(err)}`;
      }
      try {
        // ignoreBOM is false by default: the decoder drops a leading BOM for us.
        return { file, text: decoder.decode(bytes) };
      } catch {
        return `cannot read '${file}': not valid UTF-8 (save it as UTF-8)`;
      }
    }),
  );
  const problems = results.filter((r): r is string => typeof r === 'string');
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return results as SourceText[];
}
