#!/usr/bin/env node
/**
 * `npm run build`: bundles the Node entry points and builds the web console, whether or not their
 * sources changed. `--if-changed` builds only what is out of date (what `npm start` does).
 */
import { bundleNode, ensurePgliteDump, ensureWeb, buildWeb, NODE_ENTRIES, isBundleFresh } from './bundle.mjs';

const ifChanged = process.argv.includes('--if-changed');
const started = performance.now();
const stale = ifChanged ? Object.keys(NODE_ENTRIES).filter((name) => !isBundleFresh(name)) : Object.keys(NODE_ENTRIES);
if (stale.length) await bundleNode(stale);
const web = ifChanged ? await ensureWeb() : (await buildWeb(), true);
const database = await ensurePgliteDump();
console.log(`build: ${stale.length ? stale.join(', ') : 'no'} bundle(s)${web ? ', web console' : ''}${database ? ', pre-migrated database' : ''} in ${Math.round(performance.now() - started)} ms`);
