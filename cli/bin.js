#!/usr/bin/env node
// Runs the CLI's compiled bundle (dist/node/cli.js), rebuilding it first only when a source file is
// newer, so a call starts without compiling TypeScript. Plain JS, so it works from any directory.
// The bundle is loaded while its sources are checked: loading it runs no command, and when it turns
// out stale the rebuilt one is loaded under a new URL (its chunks have new names).
import { pathToFileURL } from 'node:url';
import { bundleNode, bundlePath, isBundleFreshAsync } from '../scripts/bundle.mjs';

const url = pathToFileURL(bundlePath('cli')).href;
const [fresh, loaded] = await Promise.all([isBundleFreshAsync('cli'), import(url).catch(() => undefined)]);
let main = fresh ? loaded?.main : undefined;
if (!main) {
  await bundleNode(['cli']);
  ({ main } = await import(`${url}?built=${Date.now()}`));
}
process.exitCode = await main(process.argv);
