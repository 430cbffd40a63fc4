import type { TestApi } from '../../../support/api.ts';
import { insertEvent } from '../../../support/events.ts';

/**
 * Events written straight into the database with the dates given (a new event's date may not be in
 * the past through REST, and the memories' grid is sorted by date); their ids, in the order given.
 */
const memoryEvents = async (api: TestApi, input: { name: string; date: string }[]) => {
  const made: { _id: string; name: string }[] = [];
  // One at a time: the ids come back in the order asked.
  for (const event of input) {
    const { _id, name } = await insertEvent(api, event);
    made.push({ _id, name });
  }
  return made;
};

/** Node-side seeds for the memory-events component tests (see index.ts). */
export const memoryEventsSeeds: Record<string, (api: TestApi, input: never) => Promise<unknown>> = { memoryEvents };
