import type { TestApi } from '../../../support/api.ts';

/** Node-side seeds for the export-and-search component tests (see index.ts). */
export const exportAndSearchSeeds: Record<string, (api: TestApi, input: never) => Promise<unknown>> = {};
