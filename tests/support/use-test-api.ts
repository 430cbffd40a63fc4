import { afterAll, beforeAll } from 'vitest';
import type { Backend } from './backends.ts';
import { startTestApi, type TestApi, type TestApiOptions } from './api.ts';

/** startTestApi's options but the backend; a function is called in beforeAll, for options made there (a folder, a mail sink). */
export type UseTestApiOptions = Omit<TestApiOptions, 'backend'> | (() => Omit<TestApiOptions, 'backend'> | Promise<Omit<TestApiOptions, 'backend'>>);

/**
 * One test API for the enclosing describe: started in a beforeAll, closed in an afterAll. The handle is
 * empty until that beforeAll has run, so read it inside hooks and tests only; a beforeAll written after
 * this call runs after the start (to seed), an afterAll written before it runs after the close.
 */
export function useTestApi(backend?: Backend, options: UseTestApiOptions = {}): TestApi {
  const handle = {} as TestApi;
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await startTestApi({ ...(typeof options === 'function' ? await options() : options), backend });
    Object.assign(handle, started);
  });
  afterAll(() => started?.close());
  return handle;
}
