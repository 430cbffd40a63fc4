const WIDTH = 30;

/** A progress bar for bulk work, redrawn in place on stderr: `[#########-----] 12/30 label`. Meant for a terminal. */
export function progressBar(): { update(done: number, total: number, label: string): void; finish(): void } {
  let drawn = false;
  return {
    update(done, total, label) {
      const filled = total === 0 ? WIDTH : Math.round((Math.min(done, total) / total) * WIDTH);
      process.stderr.write(`\r[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${done}/${total} ${label}\u001b[K`);
      drawn = true;
    },
    finish() {
      if (drawn) process.stderr.write('\n');
      drawn = false;
    },
  };
}
