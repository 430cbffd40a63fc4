#!/usr/bin/env node
/**
 * `npm run start:api`, `start:gateway`, `start:worker`, `backup`, `restore`: builds the named Node
 * bundle if its sources changed, then runs it (compiled JavaScript, nothing transpiled at start).
 * Usage: node scripts/run.mjs <bundle> [arguments…]
 */
import { pathToFileURL } from 'node:url';
import { ensureBundle, NODE_ENTRIES } from './bundle.mjs';

const [name, ...rest] = process.argv.slice(2);
if (!name || !(name in NODE_ENTRIES)) {
  process.stderr.write(`usage: node scripts/run.mjs <${Object.keys(NODE_ENTRIES).join('|')}> [arguments…]\n`);
  process.exit(2);
}
process.setSourceMapsEnabled(true);
const bundle = await ensureBundle(name);
process.argv = [process.argv[0], bundle, ...rest];
await import(pathToFileURL(bundle).href);
