/**
 * `npm run bench [-- part …]`: every speed goal of the README's Performance section, each figure
 * printed beside its target. Parts: gateway, cli, export, start, lists (with the search at the same scale), web, palette (the search in Chromium; all when none is named).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchColdStart } from './cold-start.ts';
import { benchGateway } from './gateway.ts';
import { benchLists } from './lists.ts';
import { printSummary } from './lib/report.ts';
import { benchWebBytes } from './web-bytes.ts';
import { benchPaletteBrowser } from './palette-browser.ts';

/** The CLI's benches are scripts of their own (each builds the CLI and starts its stack): run as a child. */
const benchScript = (script: string, name: string) => () =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url))], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the ${name} bench exited with ${code}`))));
  });

const PARTS: Record<string, () => Promise<void>> = {
  gateway: benchGateway,
  cli: benchScript('./cli.ts', 'CLI'),
  export: benchScript('./export.ts', 'export'),
  start: benchColdStart,
  lists: benchLists,
  web: benchWebBytes,
  palette: benchPaletteBrowser,
};

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((part) => !(part in PARTS));
if (unknown.length) {
  process.stderr.write(`Unknown bench part(s): ${unknown.join(', ')}. Parts: ${Object.keys(PARTS).join(', ')}\n`);
  process.exit(2);
}
for (const part of asked.length ? asked : Object.keys(PARTS)) await PARTS[part]!();
printSummary();
