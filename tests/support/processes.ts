import { spawn, type ChildProcess } from 'node:child_process';
// @ts-expect-error -- plain JavaScript build script, no type declarations
import { bundlePath, ensureBundle } from '../../scripts/bundle.mjs';

/** The compiled entry points an operator runs (scripts/bundle.mjs NODE_ENTRIES). */
export type Bundle = 'server' | 'api' | 'gateway' | 'worker' | 'backup';

/** Builds the bundles (only when their sources changed), so child processes run compiled JavaScript, as in production. */
export async function buildBundles(names: Bundle[]): Promise<void> {
  for (const name of names) await (ensureBundle as (name: string) => Promise<string>)(name);
}

/** One log line a process wrote (JSON), or its raw text when it was not JSON. */
export type LogLine = Record<string, unknown> & { raw: string };

/** A child process running a bundle. */
export interface Running {
  child: ChildProcess;
  /** Its base URL, from its start-up log line. */
  url: string;
  /** Every line it wrote on stdout, in order. */
  lines: LogLine[];
  stderr(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
  /** Sends the signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Only what the test gives, plus PATH: the developer's own variables never leak into a process under test. */
const baseEnv = () => ({ PATH: process.env.PATH ?? '', LOG_LEVEL: 'info' });

/** Runs `node dist/node/<bundle>.js` and waits until it is listening (its log line with a port or URL). */
export async function startBundle(name: Bundle, env: Record<string, string>, args: string[] = []): Promise<Running> {
  const child = spawn(process.execPath, ['--enable-source-maps', (bundlePath as (n: string) => string)(name), ...args], { env: { ...baseEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: LogLine[] = [];
  let errors = '';
  let pending = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const parts = pending.split('\n');
      pending = parts.pop()!;
      for (const raw of parts) {
        let line: LogLine;
        try {
          line = { ...(JSON.parse(raw) as Record<string, unknown>), raw };
        } catch {
          line = { raw };
        }
        lines.push(line);
        // The one-process server is ready when its gateway is (its API logs its port first).
        const found = /ready at (http\S+)/.exec(String(line.msg ?? ''))?.[1] ?? (typeof line.port === 'number' && name !== 'server' ? `http://127.0.0.1:${line.port}` : undefined);
        if (found) resolve(found);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    void exited.then((code) => reject(new Error(`${name} exited with ${code} before listening: ${errors}${lines.map((l) => l.raw).join('\n')}`)));
  });
  return {
    child,
    url,
    lines,
    stderr: () => errors,
    exited,
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs a bundle to its end (a command such as backup): its exit code and output. */
export function runBundle(name: Bundle, env: Record<string, string>, args: string[] = [], cwd?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [(bundlePath as (n: string) => string)(name), ...args], { cwd, env: { ...baseEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
