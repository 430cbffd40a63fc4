import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a check may hold the event loop before letting other requests have a turn. */
const SLICE_MS = 10;

/**
 * Lets long, synchronous work (unpacking and scanning a PDF) share the event loop: call turn()
 * often; it yields only once the work has run for SLICE_MS since it last did.
 */
export class Pacer {
  private since = performance.now();

  async turn(): Promise<void> {
    if (performance.now() - this.since < SLICE_MS) return;
    await nextTurn();
    this.since = performance.now();
  }
}
