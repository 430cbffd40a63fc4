import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';

/** A Node process started by the bench, with its output kept for when it fails. */
export type Started = { child: ChildProcess; output: () => string; stop(): Promise<void> };

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts `node <args>` with `env` added to this process's environment. */
export function startNode(args: string[], env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, args, { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Polls `url` until it answers 200 (or any status with `anyStatus`); returns the milliseconds from `since`. Throws with the process output when it exits or takes too long. */
export async function waitFor200(url: string, started: Started, since: number, { timeoutMs = 60_000, anyStatus = false } = {}): Promise<number> {
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`process exited (${started.child.exitCode}) before ${url} answered:\n${started.output()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200 || anyStatus) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
