import type { TestApi } from '../../../support/api.ts';

/** Node-side seeds for the contact-us component tests (see index.ts). */
export const contactUsSeeds: Record<string, (api: TestApi, input: never) => Promise<unknown>> = {};
