import type { TestApi } from '../../../support/api.ts';

/** Node-side seeds for the memory-events component tests (see index.ts). */
export const memoryEventsSeeds: Record<string, (api: TestApi, input: never) => Promise<unknown>> = {};
