#!/usr/bin/env node
// Plain JS so `node cli/bin.js` and the `venue` bin work without a build step, from any directory.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The repository's tsconfig, not whatever the current directory happens to hold.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const { main } = await import(new URL('./main.ts', import.meta.url).href);
process.exitCode = await main(process.argv);
