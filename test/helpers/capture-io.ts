// Runs CLI commands in-process and collects what they print.
import type { Io } from '../../scripts/cli/io.ts';

export interface CapturedIo extends Io {
  stdout: string[];
  stderr: string[];
}

export function captureIo(stdinText = ''): CapturedIo {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (line) => stdout.push(...line.split('\n')),
    err: (line) => stderr.push(...line.split('\n')),
    stdin: async () => stdinText,
  };
}
