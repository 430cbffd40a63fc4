import type { TestApi } from '../../../support/api.ts';
import { bookingsSeeds } from './bookings.ts';
import { floorSeeds } from './floor.ts';
import { events, galleryImage, media, oneOfEach, rest, subAdminWith, table } from './common.ts';
import { contactUsSeeds } from './contact-us.ts';

/** A seed run in Node against a test file's API: what no call from the browser can make. */
export type Seed = (api: TestApi, input: never) => Promise<unknown>;

/** Every seed by name, one module per area. */
export const seeds: Record<string, Seed> = { rest, media, events, galleryImage, table, oneOfEach, subAdminWith, ...bookingsSeeds, ...floorSeeds, ...contactUsSeeds };
