/** A progress line for long work: a bar redrawn in place on a terminal, one line per phase otherwise. */
export interface ProgressBar {
  /** `done` of `total` in `phase` (a total of 0: unknown, the count alone), with an optional `note` after the counts; redraws at most every 100 ms on a terminal. */
  update(phase: string, done: number, total: number, note?: string): void;
  /** Ends the bar's line. */
  done(): void;
}

const WIDTH = 30;
const number = new Intl.NumberFormat('en-US');

/** A progress bar on `stream` (stderr by default, so stdout stays data). */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): ProgressBar {
  const started = performance.now();
  let phase = '';
  let drawn = 0;
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  return {
    update(next, done, total, note) {
      const fraction = total > 0 ? Math.min(1, done / total) : 1;
      if (!stream.isTTY) {
        if (next !== phase) stream.write(`${next}…\n`);
        phase = next;
        return;
      }
      const now = performance.now();
      if (next === phase && now - drawn < 100 && (total === 0 || done < total)) return;
      if (phase && next !== phase) stream.write('\n');
      phase = next;
      drawn = now;
      // A total of 0 is unknown (a stream counted as it goes): the count alone, no bar.
      if (total === 0) {
        stream.write(`\r${next.padEnd(10)} ${number.format(done)}${note ? ` ${note}` : ''}  ${seconds()}\x1b[K`);
        return;
      }
      const filled = Math.round(fraction * WIDTH);
      const counts = total > 1 ? ` ${number.format(done)}/${number.format(total)}` : '';
      stream.write(`\r${next.padEnd(10)} ${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)} ${String(Math.round(fraction * 100)).padStart(3)}%${counts}  ${note ? `${note}  ` : ''}${seconds()}\x1b[K`);
    },
    done() {
      if (stream.isTTY && phase) stream.write('\n');
    },
  };
}
