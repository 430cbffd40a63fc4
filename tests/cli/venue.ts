import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startTestStack, type TestStack, type TestStackOptions } from '../support/gateway.ts';

const BIN = fileURLToPath(new URL('../../cli/bin.js', import.meta.url));

/** What a person sees after running the CLI once. */
export interface VenueRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface VenueOptions {
  /** The user's home; XDG_CONFIG_HOME is `<home>/xdg` unless `xdg` is false. */
  home: string;
  xdg?: boolean;
  env?: Record<string, string>;
  /** Run on a pseudo-terminal (util-linux `script`); stdout and stderr then arrive together. */
  tty?: boolean;
  /** On a terminal: type `reply` once the output shows `when`. */
  answers?: { when: string; reply: string }[];
  /** Piped to stdin, which is then closed (not with `tty`). */
  input?: string;
  /** Called with the spawned process (e.g. to send it a signal). */
  onSpawn?: (child: ChildProcess) => void;
  /** Called with all of stderr so far each time more arrives (e.g. to act once it says something). */
  onStderr?: (said: string) => void;
  /** stdout and stderr both go to a pipe whose reader has already gone, as in `venue … 2>&1 | head -1` once head has quit (not with `tty`). */
  closedOutput?: boolean;
}

/** The write end of a pipe (a FIFO under `home`) whose read end is already closed: every write to it fails with EPIPE. */
function pipeWithNoReader(home: string): number {
  const fifo = join(mkdtempSync(join(home, 'pipe-')), 'out');
  execFileSync('mkfifo', [fifo]);
  const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(fifo, constants.O_WRONLY);
  closeSync(reader);
  return writer;
}

/** A fresh empty home folder for one test file. */
export const makeHome = (): string => mkdtempSync(join(tmpdir(), 'venue-cli-'));

/** A test file's stack and the home its CLI runs in, with the Admin's token; read them inside tests and hooks. */
export interface CliStack {
  readonly stack: TestStack;
  readonly home: string;
  /** Run as the Admin: the home, with VENUE_GATEWAY and VENUE_TOKEN set. */
  readonly as: VenueOptions;
}

/**
 * Starts one API and gateway (startTestStack) and an empty home for the calling test file, and stops
 * and removes both after its tests. Call it at the top of the file; `options` may be a function when
 * they need what the file's own set-up makes first.
 */
export function useCliStack(options?: TestStackOptions | (() => TestStackOptions)): CliStack {
  let stack: TestStack | undefined;
  let home: string | undefined;
  beforeAll(async () => {
    home = makeHome();
    stack = await startTestStack(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await stack?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`useCliStack: ${name} is read before the file's beforeAll ran`);
    return value;
  };
  return {
    get stack() {
      return ready(stack, 'stack');
    },
    get home() {
      return ready(home, 'home');
    },
    get as() {
      const started = ready(stack, 'stack');
      return { home: ready(home, 'home'), env: { VENUE_GATEWAY: started.gatewayUrl, VENUE_TOKEN: started.api.adminToken } };
    },
  };
}

/** A 127.0.0.1 port that nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/** Runs `node cli/bin.js ...args` from a neutral directory, as a user would. */
export function venue(args: string[], opts: VenueOptions): Promise<VenueRun> {
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VENUE_') && key !== 'XDG_CONFIG_HOME'));
  env['HOME'] = opts.home;
  if (opts.xdg !== false) env['XDG_CONFIG_HOME'] = join(opts.home, 'xdg');
  Object.assign(env, opts.env);
  const command = [process.execPath, BIN, ...args];
  const closed = opts.closedOutput ? pipeWithNoReader(opts.home) : undefined;
  const output = closed ?? 'pipe';
  const child = opts.tty
    ? spawn('script', ['-qec', command.map(quote).join(' '), '/dev/null'], { cwd: opts.home, env })
    : spawn(command[0] ?? 'node', command.slice(1), { cwd: opts.home, env, stdio: [opts.input === undefined ? 'ignore' : 'pipe', output, output] });
  if (closed !== undefined) closeSync(closed);
  if (opts.input !== undefined && !opts.tty) child.stdin?.end(opts.input);
  opts.onSpawn?.(child);
  const pending = [...(opts.answers ?? [])];
  let stdout = '';
  let stderr = '';
  let answeredUpTo = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    // Each answer waits for its own question, looked for only after the previous one.
    for (let next = pending[0]; next; next = pending[0]) {
      const at = stdout.indexOf(next.when, answeredUpTo);
      if (at < 0) break;
      answeredUpTo = at + next.when.length;
      pending.shift();
      child.stdin?.write(`${next.reply}\r`);
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    opts.onStderr?.(stderr);
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
