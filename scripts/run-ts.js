#!/usr/bin/env node
// Runs a TypeScript entry with tsx's loader (Node 20 cannot strip types by itself).
import { register } from 'tsx/esm/api';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.js <file.ts> [args…]');
  process.exit(2);
}
register();
process.argv = [process.argv[0], resolve(entry), ...rest];
await import(pathToFileURL(resolve(entry)).href);
