/**
 * The CSV export's goal (issue 13: "100,000 rows in seconds"), `npm run bench -- export`: the demo
 * generator's 100,000 users (BENCH_EXPORT_ROWS to change it) in an in-memory PGlite, and in a fresh
 * PostgreSQL database when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, each behind a
 * real API and gateway on loopback; then one `venue export users --csv -o <file>` timed end to end
 * (CLI start, the gateway's pass-through, the API's keyset chunks, the file renamed into place).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { makePeople } from '../../api/demo/people.ts';
import { seededRandom } from '../../api/demo/random.ts';
// @ts-expect-error -- plain JavaScript build script, no type declarations
import { bundleNode } from '../../scripts/bundle.mjs';
import type { Backend } from '../support/backends.ts';
import { startTestStack } from '../support/gateway.ts';
import { figure, heading } from './lib/report.ts';

const BIN = fileURLToPath(new URL('../../cli/bin.js', import.meta.url));
const ROWS = Number(process.env['BENCH_EXPORT_ROWS'] ?? 100_000);
const TARGET_SECONDS = 5;

function venue(args: string[], env: Record<string, string>): Promise<{ code: number; ms: number; stderr: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [BIN, ...args], { env: { ...process.env, ...env } }, (error, _stdout, stderr) => {
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ code: error ? Number(error.code) : 0, ms: performance.now() - started, stderr });
    });
  });
}

await (bundleNode as (names: string[]) => Promise<void>)(['cli']);
const serverUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
if (serverUrl) process.env['TEST_DATABASE_URL'] = serverUrl;
const backends: Backend[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];

for (const backend of backends) {
  const stack = await startTestStack({ api: { backend } });
  const home = mkdtempSync(join(tmpdir(), 'venue-bench-export-'));
  const env = { HOME: home, XDG_CONFIG_HOME: join(home, 'xdg'), VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: stack.api.adminToken };
  try {
    const engine = backend === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL';
    heading(`CSV export: ${ROWS.toLocaleString('en-US')} users (demo generator) in ${engine}, through the gateway, with the venue CLI`);
    const seeding = performance.now();
    const now = new Date();
    await makePeople(stack.api.db, seededRandom(13), { users: ROWS, since: new Date(now.getTime() - 365 * 86_400_000), now }, () => {});
    process.stdout.write(`  seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`);

    const file = join(home, 'users.csv');
    const run = await venue(['export', 'users', '--csv', '-o', file], env);
    if (run.code !== 0) throw new Error(`venue export failed (${run.code}): ${run.stderr}`);
    const rows = readFileSync(file, 'utf8').split('\r\n').length - 2; // header and the final CRLF; demo names hold no line breaks
    if (rows !== ROWS) throw new Error(`expected ${ROWS} rows, the file has ${rows}`);
    const seconds = run.ms / 1000;
    figure({ goal: 'export', name: `venue export users --csv -o (${ROWS.toLocaleString('en-US')} rows), ${backend}`, value: seconds, unit: 's', target: TARGET_SECONDS, better: 'lower' });
    process.stdout.write(`  ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s, ${(statSync(file).size / 1024 / 1024).toFixed(1)} MB; ${run.stderr.trim()}\n`);
  } finally {
    await stack.close();
    rmSync(home, { recursive: true, force: true });
  }
}
