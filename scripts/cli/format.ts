import type { Diagnostic } from '../../rulings-data/schema.ts';

/** `file:line:col: error|warning: message`, the shape editors and CI logs link to. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col}: ${d.severity}: ${d.message}`;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
