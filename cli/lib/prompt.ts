import { interrupted } from './interrupted.ts';
import { createInterface } from 'node:readline/promises';

/** True when a person can answer questions on stdin. */
export const canPrompt = (): boolean => process.stdin.isTTY === true;

/** Asks for one line on the terminal; the question goes to stderr. */
export async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  // Ctrl-C typed here reaches readline as a key, not as a signal.
  rl.on('SIGINT', interrupted);
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

/** Asks a yes/no question; anything but y or yes is no. */
export async function confirm(question: string): Promise<boolean> {
  return /^y(es)?$/i.test((await ask(`${question} [y/N] `)).trim());
}

/** Asks for a secret without echoing it. */
export function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  // Echo goes off before the question shows, so even a quick typist's secret never appears.
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  process.stderr.write(question);
  return new Promise((resolve) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          interrupted();
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on('data', onData);
  });
}
