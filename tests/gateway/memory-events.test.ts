import { beforeAll, describe, expect, test } from 'vitest';
import { insertEvent } from '../support/events.ts';
import { useTestStack } from '../support/use-test-stack.ts';
import { seedMedia } from '../support/seed-media.ts';
import { codes, gql } from './lib/gql.ts';

const FIELDS = 'id eventId image orientation width height status createdAt';
const LIST = `query M($eventId: ID!, $limit: Int, $offset: Int, $deleted: Boolean) { eventMemories(eventId: $eventId, limit: $limit, offset: $offset, deleted: $deleted) { count items { ${FIELDS} } } }`;
const CREATE = `mutation C($input: CreateEventMemoryInput!) { createEventMemory(input: $input) { message eventMemory { ${FIELDS} } } }`;
const GET = `query G($id: ID!) { eventMemory(id: $id) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: EventMemoryInput!) { updateEventMemory(id: $id, input: $input) { message eventMemory { ${FIELDS} } } }`;

type Memory = { id: string; eventId: string; image: string; orientation: string; width: number; height: number; status: string };

const stack = useTestStack();
let eventId: string;
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });

beforeAll(async () => {
  eventId = (await insertEvent(stack.api))._id;
});

describe('event memories through GraphQL', () => {
  test('orientation becomes the §9 metaData and back; listed per event; status, delete and restore', async () => {
    const image = await seedMedia(stack.api.db, 'eventMemories', { width: 800, height: 1200 });
    const created = await asAdmin<{ createEventMemory: { message: string; eventMemory: Memory } }>(CREATE, { input: { eventId, image, orientation: 'PORTRAIT' } });
    expect(created.errors).toBeUndefined();
    const memory = created.data!.createEventMemory.eventMemory;
    expect(created.data?.createEventMemory.message).toBe('Memory created successfully');
    expect(memory).toMatchObject({ eventId, image, orientation: 'PORTRAIT', width: 2000, height: 3000, status: 'ACTIVE' });

    const page = await asAdmin<{ eventMemories: { count: number; items: Memory[] } }>(LIST, { eventId, limit: 9, offset: 0 });
    expect(page.data?.eventMemories).toEqual({ count: 1, items: [memory] });
    const other = await asAdmin<{ eventMemories: { count: number } }>(LIST, { eventId: (await insertEvent(stack.api))._id });
    expect(other.data?.eventMemories.count).toBe(0);

    const wide = await seedMedia(stack.api.db, 'eventMemories', { width: 1200, height: 800 });
    const turned = await asAdmin<{ updateEventMemory: { eventMemory: Memory } }>(UPDATE, { id: memory.id, input: { image: wide, orientation: 'LANDSCAPE' } });
    expect(turned.data?.updateEventMemory.eventMemory).toMatchObject({ orientation: 'LANDSCAPE', width: 3000, height: 2000, eventId });
    const wrong = await asAdmin(UPDATE, { id: memory.id, input: { image: wide, orientation: 'PORTRAIT' } });
    // In GraphQL's names: the input says `orientation` where REST's body says `metaData`.
    const turnedWrong = 'orientation says portrait but the image is landscape: choose landscape or upload a portrait image';
    expect(wrong.errors).toMatchObject([{ message: turnedWrong, extensions: { code: 'BAD_USER_INPUT', fields: [{ path: ['orientation'], message: turnedWrong }] } }]);

    const off = await asAdmin<{ setEventMemoryStatus: { eventMemory: Memory } }>(`mutation { setEventMemoryStatus(id: "${memory.id}", status: INACTIVE) { eventMemory { status } } }`);
    expect(off.data?.setEventMemoryStatus.eventMemory.status).toBe('INACTIVE');
    const deleted = await asAdmin<{ deleteEventMemory: { id: string; message: string } }>(`mutation { deleteEventMemory(id: "${memory.id}") { id message } }`);
    expect(deleted.data?.deleteEventMemory).toEqual({ id: memory.id, message: 'Memory deleted successfully' });
    const gone = await asAdmin<{ eventMemories: { items: Memory[] } }>(LIST, { eventId, deleted: true });
    expect(gone.data?.eventMemories.items.map((m) => m.id)).toEqual([memory.id]);
    const back = await asAdmin<{ restoreEventMemory: { message: string } }>(`mutation { restoreEventMemory(id: "${memory.id}") { message eventMemory { id } } }`);
    expect(back.data?.restoreEventMemory.message).toBe('Memory restored successfully');
  });

  test('eventMemory(id) reads one picture; missing, malformed or deleted is null with NOT_FOUND "Memory not found"; without the memoryEvents view FORBIDDEN, beside the other fields’ data', async () => {
    const image = await seedMedia(stack.api.db, 'eventMemories', { width: 1200, height: 800 });
    const created = await asAdmin<{ createEventMemory: { eventMemory: Memory } }>(CREATE, { input: { eventId, image, orientation: 'LANDSCAPE' } });
    const memory = created.data!.createEventMemory.eventMemory;
    const read = await asAdmin<{ eventMemory: Memory | null }>(GET, { id: memory.id });
    expect(read.errors).toBeUndefined();
    expect(read.data?.eventMemory).toEqual(memory);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', eventId]) {
      const missing = await asAdmin<{ eventMemory: Memory | null }>(GET, { id });
      expect(missing.data).toEqual({ eventMemory: null });
      expect(missing.errors).toMatchObject([{ message: 'Memory not found', path: ['eventMemory'], extensions: { code: 'NOT_FOUND' } }]);
    }
    await asAdmin(`mutation { deleteEventMemory(id: "${memory.id}") { id } }`);
    const deleted = await asAdmin<{ eventMemory: Memory | null }>(GET, { id: memory.id });
    expect(codes(deleted)).toEqual(['NOT_FOUND']);
    expect(deleted.data).toEqual({ eventMemory: null });
    await asAdmin(`mutation { restoreEventMemory(id: "${memory.id}") { message } }`);

    const viewer = await stack.api.createSubAdmin({ roleId: await stack.api.createRole({ permissions: [{ name: 'memoryEvents', view: true }] }) });
    expect((await gql<{ eventMemory: Memory }>(stack.gatewayUrl, GET, { token: viewer.token, variables: { id: memory.id } })).data?.eventMemory).toEqual(memory);
    const outsider = await stack.api.createSubAdmin({ roleId: await stack.api.createRole({ permissions: [{ name: 'events', view: true }] }) });
    const refused = await gql<{ eventMemory: Memory | null; me: { name: string } }>(stack.gatewayUrl, `query R($id: ID!) { eventMemory(id: $id) { id } me { name } }`, { token: outsider.token, variables: { id: memory.id } });
    expect(codes(refused)).toEqual(['FORBIDDEN']);
    expect(refused.data?.eventMemory).toBeNull();
    expect(refused.data?.me.name).toBe(outsider.name);
    expect(codes(await gql(stack.gatewayUrl, GET, { variables: { id: memory.id } }))).toEqual(['UNAUTHENTICATED']);
  });

  test('a page without a limit holds 9 pictures (§9’s gallery page size)', async () => {
    const busy = (await insertEvent(stack.api))._id;
    for (let i = 0; i < 10; i++) await asAdmin(CREATE, { input: { eventId: busy, image: await seedMedia(stack.api.db, 'eventMemories', { width: 800, height: 1200 }), orientation: 'PORTRAIT' } });
    const page = await asAdmin<{ eventMemories: { count: number; items: Memory[]; pageInfo: { offset: number; limit: number; hasNextPage: boolean } } }>(
      `{ eventMemories(eventId: "${busy}") { count items { id } pageInfo { offset limit hasNextPage } } }`,
    );
    expect(page.errors).toBeUndefined();
    expect(page.data?.eventMemories.count).toBe(10);
    expect(page.data?.eventMemories.items).toHaveLength(9);
    expect(page.data?.eventMemories.pageInfo).toEqual({ offset: 0, limit: 9, hasNextPage: true });
  });

  test('an unknown event is NOT_FOUND to the list and BAD_USER_INPUT to a new picture', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const list = await asAdmin(LIST, { eventId: unknown });
    expect(codes(list)).toEqual(['NOT_FOUND']);
    const image = await seedMedia(stack.api.db, 'eventMemories', { width: 800, height: 1200 });
    const add = await asAdmin(CREATE, { input: { eventId: unknown, image, orientation: 'PORTRAIT' } });
    expect(add.errors).toMatchObject([{ message: 'Event not found', extensions: { code: 'BAD_USER_INPUT' } }]);
  });
});
