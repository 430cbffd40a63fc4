#!/usr/bin/env node
/**
 * `npm start`: the whole product in one process (gateway, API and worker) on the embedded default.
 * Builds first only what changed since the last build, then runs the compiled bundle, so a start on
 * unchanged sources spends no time compiling.
 */
import { pathToFileURL } from 'node:url';
import { ensureBundle, ensurePgliteDump, ensureWeb } from './bundle.mjs';

const phase = (name) => process.env.STARTUP_TIMINGS === 'true' && process.stderr.write(`startup: ${name} ${Math.round(performance.now())} ms\n`);
process.setSourceMapsEnabled(true);
phase('node started');
await ensureWeb();
phase('web console checked (or built)');
const server = await ensureBundle('server');
phase('server bundle checked (or built)');
await ensurePgliteDump();
phase('pre-migrated database checked (or built)');
await import(pathToFileURL(server).href);
