/**
 * The CLI's speed goals, each printed beside its target (`npx tsx tests/bench/cli.ts`):
 * - start: `venue --help` (≤ 150 ms) and a signed-in call to its first request (≤ 250 ms), p50 of
 *   runs interleaved with `node -e 0`, Node's own start, printed as the floor to read them by;
 * - bulk: 1,000 roles deactivated with one `venue roles set-status … --yes` call, end to end (≤ 3 s),
 *   against a real API (in-memory PGlite) and gateway on loopback, after one small bulk call (a
 *   running server is warm).
 * The 100,000-row CSV export is measured by its own part: `npm run bench -- export` (tests/bench/export.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { roles } from '../../api/db/schema.ts';
// @ts-expect-error -- plain JavaScript build script, no type declarations
import { bundleNode } from '../../scripts/bundle.mjs';
import { startTestStack } from '../support/gateway.ts';

const BIN = fileURLToPath(new URL('../../cli/bin.js', import.meta.url));
const TOGGLES = 1000;
const STARTS = 10;

function venue(args: string[], env: Record<string, string>, input?: string): Promise<{ code: number; ms: number; stderr: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [BIN, ...args], { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      const code = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ code, ms: performance.now() - started, stderr });
    });
    if (input !== undefined) child.stdin?.end(input);
    else child.stdin?.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Node's own start (`node -e 0`): the floor under every figure below, printed to read them by. */
function nodeItself(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => execFile(process.execPath, ['-e', '0'], (error) => (error ? reject(error) : resolve(performance.now() - started))));
}
const line = (name: string, value: string, target: string, ok: boolean) => console.log(`${name.padEnd(34)} ${value.padStart(10)}   target ${target.padEnd(10)} ${ok ? 'ok' : 'MISSED'}`);

await (bundleNode as (names: string[]) => Promise<void>)(['cli']);
const stack = await startTestStack();
const home = mkdtempSync(join(tmpdir(), 'venue-bench-'));
const env = { HOME: home, XDG_CONFIG_HOME: join(home, 'xdg'), VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: stack.api.adminToken };
try {
  const help: number[] = [];
  const first: number[] = [];
  const floor: number[] = [];
  // Runs interleaved, so a busy moment of the machine weighs on every figure alike.
  for (let i = 0; i < STARTS; i += 1) {
    floor.push(await nodeItself());
    help.push((await venue(['--help'], env)).ms);
    first.push((await venue(['whoami', '--json'], env)).ms);
  }
  const ids = (
    await stack.api.db
      .insert(roles)
      .values(Array.from({ length: TOGGLES + 10 }, (_, i) => ({ name: `Bench role ${i}`, permissions: [] })))
      .returning({ id: roles.id })
  ).map((row) => row.id);
  // A running server has served bulk calls before: one small call first, so the figure is not its warm-up.
  const warm = await venue(['roles', 'set-status', ...ids.splice(TOGGLES), 'inactive', '--yes'], env);
  if (warm.code !== 0) throw new Error(`warm-up failed (${warm.code}): ${warm.stderr}`);
  const bulk = await venue(['roles', 'set-status', 'inactive', '--yes'], env, `${ids.join('\n')}\n`);
  if (bulk.code !== 0) throw new Error(`bulk failed (${bulk.code}): ${bulk.stderr}`);

  console.log(`venue CLI on ${process.platform}/${process.arch}, node ${process.version} (p50 of ${STARTS} runs)`);
  console.log(`${'node -e 0 (the floor, no target)'.padEnd(34)} ${`${median(floor).toFixed(0)} ms`.padStart(10)}`);
  line('venue --help', `${median(help).toFixed(0)} ms`, '≤ 150 ms', median(help) <= 150);
  line('venue whoami (one request)', `${median(first).toFixed(0)} ms`, '≤ 250 ms', median(first) <= 250);
  line(`${TOGGLES} roles set-status, end to end`, `${(bulk.ms / 1000).toFixed(2)} s`, '≤ 3 s', bulk.ms <= 3000);
  console.log(`  ${bulk.stderr.trim()}`);
} finally {
  await stack.close();
  rmSync(home, { recursive: true, force: true });
}
