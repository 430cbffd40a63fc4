import type { TestApi } from '../../../support/api.ts';

/** Node-side seeds for the bookings component tests (see index.ts). */
export const bookingsSeeds: Record<string, (api: TestApi, input: never) => Promise<unknown>> = {};
