#!/usr/bin/env node
// The `rulings` command: a thin shim that loads the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
