import { afterAll, beforeAll } from 'vitest';
import { startTestStack, type TestStack, type TestStackOptions } from './gateway.ts';

/** startTestStack's options; a function is called in beforeAll, for options made there (a web folder, a mail server). */
export type UseTestStackOptions = TestStackOptions | (() => TestStackOptions | Promise<TestStackOptions>);

/**
 * One test API and gateway for the enclosing describe (or file): started in a beforeAll, closed in an
 * afterAll. The handle is empty until that beforeAll has run, so read it inside hooks and tests only; a
 * beforeAll written after this call runs after the start (to seed), an afterAll written before it runs
 * after the close. Nothing is kept outside the call: files sharing a worker's modules share no stack.
 */
export function useTestStack(options: UseTestStackOptions = {}): TestStack {
  const handle = {} as TestStack;
  let started: TestStack | undefined;
  beforeAll(async () => {
    started = await startTestStack(typeof options === 'function' ? await options() : options);
    Object.assign(handle, started);
  });
  afterAll(() => started?.close());
  return handle;
}
