import { performance } from 'node:perf_hooks';

/** Latencies of one load phase and how long it took. */
export type Run = { seconds: number; latencies: number[] };

/** Runs up to `total` calls of `once` for at most `maxSeconds`, `concurrency` at a time; every call must succeed. */
export async function load(total: number, maxSeconds: number, concurrency: number, once: () => Promise<void>): Promise<Run> {
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
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { seconds: (performance.now() - t0) / 1000, latencies };
}

/** The p-th percentile (nearest rank) of sorted values. */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** Requests, throughput and percentiles of a run. */
export const summarise = ({ seconds, latencies }: Run) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: sorted.length, rps: sorted.length / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/** Times `once` called `n` times one after the other; returns sorted milliseconds. */
export async function timeEach(n: number, once: (i: number) => Promise<void>): Promise<number[]> {
  const took: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now();
    await once(i);
    took.push(performance.now() - t0);
  }
  return took.sort((a, b) => a - b);
}
