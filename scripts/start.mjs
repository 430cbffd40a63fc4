#!/usr/bin/env node
/**
 * `npm start`: the whole product in one process (gateway, API and worker) on the embedded default.
 * Builds first only what changed since the last build, then runs the compiled bundle, so a start on
 * unchanged sources spends no time compiling. The server checks its variables before it builds the
 * web console or the pre-migrated database (`prepare`), so a bad value is refused at once.
 */
import { pathToFileURL } from 'node:url';
import { ensureBundle, ensurePgliteDump, ensureWeb } from './bundle.mjs';

const phase = (name) => process.env.STARTUP_TIMINGS === 'true' && process.stderr.write(`startup: ${name} ${Math.round(performance.now())} ms\n`);
process.setSourceMapsEnabled(true);
phase('node started');
const server = await ensureBundle('server');
phase('server bundle checked (or built)');
const { main } = await import(pathToFileURL(server).href);
await main(async () => {
  await ensureWeb();
  phase('web console checked (or built)');
  await ensurePgliteDump();
  phase('pre-migrated database checked (or built)');
});
