import { performance } from 'node:perf_hooks';

/**
 * With STARTUP_TIMINGS=true, `startupPhase(name)` writes how long the process has run when a start
 * phase ends (`startup: <name> <ms> ms` on stderr), for `npm run bench -- start`; otherwise nothing.
 */
export function startupPhase(name: string): void {
  if (process.env.STARTUP_TIMINGS === 'true') process.stderr.write(`startup: ${name} ${Math.round(performance.now())} ms\n`);
}
