// Output sink for commands, so tests can run them in-process and read what they print.
export interface Io {
  out(line: string): void;
  err(line: string): void;
  /** Standard input as text (for `scan -`). */
  stdin(): Promise<string>;
}

export const processIo: Io = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  async stdin() {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};
