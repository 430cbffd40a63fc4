import { beforeAll, describe, expect, test } from 'vitest';
import { useTestStack } from '../support/use-test-stack.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { seedMedia } from '../support/seed-media.ts';
import { codes, gql } from './lib/gql.ts';

const FIELDS = 'id weekDay primaryImage offer description icon createdAt updatedAt';
const LIST = `query L($limit: Int, $offset: Int, $search: String) { weekAnthems(limit: $limit, offset: $offset, search: $search) { count items { ${FIELDS} } } }`;
const ONE = `query G($id: ID!) { weekAnthem(id: $id) { ${FIELDS} } }`;
const UPDATE = `mutation U($input: UpdateWeekAnthemInput!) { updateWeekAnthem(input: $input) { message weekAnthem { ${FIELDS} } } }`;

type Anthem = { id: string; weekDay: string; primaryImage: string | null; offer: string; description: string; icon: string | null };

const stack = useTestStack();
let anthems: Anthem[];
const as = <T>(query: string, variables?: Record<string, unknown>, token = stack.api.adminToken) => gql<T>(stack.gatewayUrl, query, { variables, token });
const day = (weekDay: string) => anthems.find((a) => a.weekDay === weekDay)!;

beforeAll(async () => {
  anthems = (await as<{ weekAnthems: { items: Anthem[] } }>(LIST)).data!.weekAnthems.items;
});

describe('week anthems through GraphQL', () => {
  test('seven slots with their WeekDay, Monday first; a search by day name; one read', async () => {
    expect(anthems.map((a) => a.weekDay)).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
    expect((await as<{ weekAnthems: { count: number; items: Anthem[] } }>(LIST, { search: 'saturday' })).data?.weekAnthems).toEqual({ count: 1, items: [day('SATURDAY')] });
    expect((await as<{ weekAnthem: Anthem }>(ONE, { id: day('MONDAY').id })).data?.weekAnthem).toEqual(day('MONDAY'));
  });

  test('update sets offer, description, picture and icon; a null picture and a left-out icon are kept, a null icon removed', async () => {
    const image = await seedMedia(stack.api.db, 'weekAnthems');
    const icon = await seedMedia(stack.api.db, 'icons');
    const friday = day('FRIDAY');
    const set = await as<{ updateWeekAnthem: { message: string; weekAnthem: Anthem } }>(UPDATE, { input: { id: friday.id, offer: 'Ladies night', description: 'Fridays', primaryImage: image, icon } });
    expect(set.errors).toBeUndefined();
    expect(set.data?.updateWeekAnthem).toMatchObject({ message: 'Week anthem updated successfully', weekAnthem: { weekDay: 'FRIDAY', offer: 'Ladies night', primaryImage: image, icon } });
    const kept = await as<{ updateWeekAnthem: { weekAnthem: Anthem } }>(UPDATE, { input: { id: friday.id, offer: '2 for 1', description: 'Fridays', primaryImage: null } });
    expect(kept.data?.updateWeekAnthem.weekAnthem).toMatchObject({ offer: '2 for 1', primaryImage: image, icon });
    const removed = await as<{ updateWeekAnthem: { weekAnthem: Anthem } }>(UPDATE, { input: { id: friday.id, offer: '2 for 1', description: 'Fridays', icon: null } });
    expect(removed.data?.updateWeekAnthem.weekAnthem).toMatchObject({ primaryImage: image, icon: null });
  });

  test('"Offer is required" and "Description is required" are BAD_USER_INPUT, an unknown id NOT_FOUND, and nothing is written', async () => {
    const before = await snapshotDb(stack.api.db);
    const noOffer = await as(UPDATE, { input: { id: day('MONDAY').id, offer: ' ', description: 'D' } });
    expect(noOffer.errors?.[0]).toMatchObject({ message: 'Offer is required', extensions: { code: 'BAD_USER_INPUT' } });
    const noDescription = await as(UPDATE, { input: { id: day('MONDAY').id, offer: 'O', description: '' } });
    expect(noDescription.errors?.[0]).toMatchObject({ message: 'Description is required', extensions: { code: 'BAD_USER_INPUT' } });
    const missing = await as(ONE, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Week anthem not found', extensions: { code: 'NOT_FOUND' } });
    expect(await snapshotDb(stack.api.db)).toEqual(before);
  });

  test('a role with weekAnthems view reads but cannot update (FORBIDDEN)', async () => {
    const roleId = await stack.api.createRole({ permissions: [{ name: 'weekAnthems', view: true }] });
    const { token } = await stack.api.createSubAdmin({ roleId });
    expect((await as(LIST, undefined, token)).errors).toBeUndefined();
    expect(codes(await as(UPDATE, { input: { id: day('MONDAY').id, offer: 'O', description: 'D' } }, token))).toEqual(['FORBIDDEN']);
  });
});
