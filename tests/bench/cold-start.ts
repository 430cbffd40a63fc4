/**
 * Goal 2: `npm start` (scripts/start.mjs) to the first 200, on an empty data folder (initdb,
 * migrations, first Admin, demo venue) and on an existing one, with the sources unchanged since
 * the last build; each start's phases are printed as the process reports them (STARTUP_TIMINGS).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
// @ts-expect-error -- plain JavaScript build script, no type declarations
import { ensureBundle, ensurePgliteDump, ensureWeb, ROOT } from '../../scripts/bundle.mjs';
import { percentile } from './lib/load.ts';
import { freePort, startNode, waitFor200 } from './lib/processes.ts';
import { figure, heading } from './lib/report.ts';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);

/** One `npm start` on `dataDir`: milliseconds to the first 200 of /login, and the phases it reported. */
async function startOnce(dataDir: string): Promise<{ ms: number; phases: string[] }> {
  const [port, apiPort] = await Promise.all([freePort(), freePort()]);
  const since = performance.now();
  const server = startNode([join(ROOT as string, 'scripts', 'start.mjs')], { DATA_DIR: dataDir, PORT: String(port), API_PORT: String(apiPort), STARTUP_TIMINGS: 'true', ADMIN_PASSWORD: 'Bench-pass-12345' });
  try {
    const ms = await waitFor200(`http://127.0.0.1:${port}/login`, server, since);
    return { ms, phases: server.output().split('\n').filter((line) => line.startsWith('startup: ')) };
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** Runs goal 2's two figures, each the median of a few starts. */
export async function benchColdStart(): Promise<void> {
  heading(`Cold start: npm start to the first 200 (median of ${RUNS} starts, sources unchanged since the last build)`);
  await (ensureWeb as () => Promise<boolean>)();
  await (ensureBundle as (name: string) => Promise<string>)('server');
  await (ensurePgliteDump as () => Promise<boolean>)();
  const dirs: string[] = [];
  try {
    const empty: number[] = [];
    let phases: string[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const dir = mkdtempSync(join(tmpdir(), 'venue-bench-start-'));
      dirs.push(dir);
      const run = await startOnce(dir);
      empty.push(run.ms);
      phases = run.phases;
    }
    process.stdout.write(`  phases of an empty folder's start (time since the process began):\n${phases.map((p) => `    ${p.slice('startup: '.length)}`).join('\n')}\n`);
    const existing: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = await startOnce(dirs[0]!);
      existing.push(run.ms);
      phases = run.phases;
    }
    process.stdout.write(`  phases of an existing folder's start:\n${phases.map((p) => `    ${p.slice('startup: '.length)}`).join('\n')}\n`);
    figure({ goal: 'start', name: 'npm start to first 200, existing data folder', value: median(existing) / 1000, unit: 's', target: 1.5, better: 'lower' });
    figure({ goal: 'start', name: 'npm start to first 200, empty data folder', value: median(empty) / 1000, unit: 's', target: 3, better: 'lower' });
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
