/**
 * `npm run bench`: the roles list through the gateway against the same REST call made directly,
 * in one run on loopback (API on in-memory PGlite), printing throughput and latency of each.
 */
import { performance } from 'node:perf_hooks';
import { startTestStack } from '../support/gateway.ts';

const ROLES = 50;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = 8;
const LIMIT = 50;
// On a slow or busy machine the time caps end a phase early, so one run stays under about a minute.
const WARMUP_SECONDS = 3;
const PHASE_SECONDS = 12;

type Result = { seconds: number; latencies: number[] };

/** Runs up to `total` calls of `once` for at most `maxSeconds`, `CONCURRENCY` at a time; every call must succeed. */
async function load(total: number, maxSeconds: number, once: () => Promise<void>): Promise<Result> {
  const latencies: number[] = [];
  const deadline = performance.now() + maxSeconds * 1000;
  let started = 0;
  const worker = async () => {
    while (started < total && performance.now() < deadline) {
      started += 1;
      const t0 = performance.now();
      await once();
      latencies.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { seconds: (performance.now() - t0) / 1000, latencies };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const summary = ({ seconds, latencies }: Result) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: latencies.length, rps: latencies.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

const stack = await startTestStack();
try {
  const token = stack.api.adminToken;
  for (let i = 0; i < ROLES; i += 1) await stack.api.createRole({ name: `Bench role ${i}` });

  const directUrl = `${stack.api.url}/api/v1/get/roles?limit=${LIMIT}&offset=0`;
  const direct = async () => {
    const response = await fetch(directUrl, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data?: { data: unknown[] } };
    if (response.status !== 200 || body.data?.data.length !== LIMIT) throw new Error(`direct call failed: ${response.status}`);
  };

  const query = `{ roles(limit: ${LIMIT}, offset: 0) { count items { id name status createdAt permissions { module all add view edit del } } } }`;
  const viaGateway = async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { data?: { roles: { items: unknown[] } }; errors?: unknown[] };
    if (response.status !== 200 || body.errors || body.data?.roles.items.length !== LIMIT) throw new Error(`gateway call failed: ${response.status}`);
  };

  await load(WARMUP, WARMUP_SECONDS, direct);
  await load(WARMUP, WARMUP_SECONDS, viaGateway);
  const d = summary(await load(REQUESTS, PHASE_SECONDS, direct));
  const g = summary(await load(REQUESTS, PHASE_SECONDS, viaGateway));

  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(`roles list (${LIMIT} of ${ROLES} roles) at concurrency ${CONCURRENCY}, up to ${REQUESTS} requests or ${PHASE_SECONDS} s each, after a warm-up`);
  console.table({
    'direct REST': { requests: d.requests, 'req/s': Math.round(d.rps), p50: ms(d.p50), p99: ms(d.p99) },
    'through gateway': { requests: g.requests, 'req/s': Math.round(g.rps), p50: ms(g.p50), p99: ms(g.p99) },
  });
  console.log(`throughput ratio gateway/direct: ${(g.rps / d.rps).toFixed(2)}`);
  console.log(`added latency: p50 ${ms(g.p50 - d.p50)}, p99 ${ms(g.p99 - d.p99)}`);
} finally {
  await stack.close();
}
