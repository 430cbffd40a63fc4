import express from 'express';

/** A named readiness check: resolves when the dependency answers. */
export type Checks = Record<string, () => Promise<unknown>>;

const CHECK_TIMEOUT_MS = 2_000;

const within = (check: () => Promise<unknown>) =>
  Promise.race([
    Promise.resolve().then(check),
    new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);

/**
 * The probes a load balancer or orchestrator polls, on every process:
 * - `GET /healthz`: 200 while the process runs (liveness; restart it when this fails);
 * - `GET /readyz`: 200 when every check passes, else 503 naming the checks that failed; 503 as soon
 *   as the process begins to stop, so traffic moves elsewhere while it finishes what it has.
 */
export function probes(checks: Checks, stopping: () => boolean): express.Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'alive' });
  });
  router.get('/readyz', async (_req, res) => {
    const names = Object.keys(checks);
    const results = await Promise.allSettled(names.map((name) => within(checks[name]!)));
    const report = Object.fromEntries(names.map((name, i) => [name, results[i]!.status === 'fulfilled' ? 'up' : 'down']));
    const ready = !stopping() && results.every((r) => r.status === 'fulfilled');
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : stopping() ? 'stopping' : 'not ready', checks: report });
  });
  return router;
}
