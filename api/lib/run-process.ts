import { ConfigError, StartRefused } from '../config.ts';

/** A started process part that can be stopped gracefully. */
export interface Stoppable {
  close(): Promise<void>;
}

/**
 * Runs one of the entry points: a bad variable stops it with one line on stderr naming the
 * variable (exit code 2, no stack trace), and so does a start the operator must set right (the
 * data folder in use, a port taken: StartRefused); any other failure to start with one line too (exit 1).
 * SIGTERM or SIGINT stop it gracefully (exit 0), also one that comes while it is still starting
 * (it stops once started); a second signal exits at once.
 */
export async function runProcess(name: string, start: () => Promise<Stoppable>): Promise<void> {
  let signalled = false;
  let running: Stoppable | undefined;
  const stop = () => {
    void running!.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (signalled) process.exit(1);
      signalled = true;
      if (running) stop();
    });
  }
  try {
    running = await start();
  } catch (error) {
    const config = error instanceof ConfigError;
    const prefix = error instanceof StartRefused ? '' : config ? 'configuration error: ' : 'could not start: ';
    process.stderr.write(`${name}: ${prefix}${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
    process.exit(config ? 2 : 1);
  }
  if (signalled) stop();
}
