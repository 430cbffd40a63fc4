import { beforeAll, describe, expect, test } from 'vitest';
import { useTestStack } from '../support/use-test-stack.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { seedMedia } from '../support/seed-media.ts';
import { codes, gql } from './lib/gql.ts';

const IP_FIELDS = 'id name fullName icon weekDay createdAt';
const IPS = `query L($limit: Int, $offset: Int, $search: String) { intellectualProperties(limit: $limit, offset: $offset, search: $search) { count items { ${IP_FIELDS} } } }`;
const IP = `query G($id: ID!) { intellectualProperty(id: $id) { ${IP_FIELDS} } }`;
const ALL = '{ allIntellectualProperties { id name } }';
const CREATE = `mutation C($input: CreateIntellectualPropertyInput!) { createIntellectualProperty(input: $input) { message intellectualProperty { ${IP_FIELDS} } } }`;
const UPDATE = `mutation U($input: UpdateIntellectualPropertyInput!) { updateIntellectualProperty(input: $input) { message intellectualProperty { ${IP_FIELDS} } } }`;

type Ip = { id: string; name: string; fullName: string; icon: string; weekDay: string | null; createdAt: string };

const stack = useTestStack();
let icon: string;
const as = <T>(query: string, variables?: Record<string, unknown>, token = stack.api.adminToken) => gql<T>(stack.gatewayUrl, query, { variables, token });

beforeAll(async () => {
  icon = await seedMedia(stack.api.db, 'intellectualProperties');
});

describe('intellectual properties through GraphQL', () => {
  test('create with a WeekDay, read back, search, list for the event form, update keeping and then clearing the day', async () => {
    const created = await as<{ createIntellectualProperty: { message: string; intellectualProperty: Ip } }>(CREATE, { input: { name: 'Noir', fullName: 'Noir Fridays', icon, weekDay: 'FRIDAY' } });
    expect(created.errors).toBeUndefined();
    const { message, intellectualProperty: ip } = created.data!.createIntellectualProperty;
    expect(message).toBe('Intellectual property created successfully');
    expect(ip).toMatchObject({ name: 'Noir', fullName: 'Noir Fridays', icon, weekDay: 'FRIDAY' });
    expect((await as<{ intellectualProperty: Ip }>(IP, { id: ip.id })).data?.intellectualProperty).toEqual(ip);

    const plain = (await as<{ createIntellectualProperty: { intellectualProperty: Ip } }>(CREATE, { input: { name: 'Aurora', fullName: 'Aurora Club', icon } })).data!.createIntellectualProperty.intellectualProperty;
    expect(plain.weekDay).toBeNull();

    expect((await as<{ intellectualProperties: { count: number; items: Ip[] } }>(IPS, { search: 'fridays' })).data?.intellectualProperties).toEqual({ count: 1, items: [ip] });
    expect((await as<{ intellectualProperties: { items: Ip[] } }>(IPS)).data?.intellectualProperties.items.map((i) => i.name)).toEqual(['Aurora', 'Noir']);
    expect((await as<{ allIntellectualProperties: { id: string; name: string }[] }>(ALL)).data?.allIntellectualProperties).toEqual([
      { id: plain.id, name: 'Aurora' },
      { id: ip.id, name: 'Noir' },
    ]);

    const kept = await as<{ updateIntellectualProperty: { message: string; intellectualProperty: Ip } }>(UPDATE, { input: { id: ip.id, name: 'Noir', fullName: 'Noir Nights', icon } });
    expect(kept.data?.updateIntellectualProperty).toMatchObject({ message: 'Intellectual property updated successfully', intellectualProperty: { fullName: 'Noir Nights', weekDay: 'FRIDAY' } });
    const moved = await as<{ updateIntellectualProperty: { intellectualProperty: Ip } }>(UPDATE, { input: { id: ip.id, name: 'Noir', fullName: 'Noir Nights', icon, weekDay: 'SUNDAY' } });
    expect(moved.data?.updateIntellectualProperty.intellectualProperty.weekDay).toBe('SUNDAY');
    const cleared = await as<{ updateIntellectualProperty: { intellectualProperty: Ip } }>(UPDATE, { input: { id: ip.id, name: 'Noir', fullName: 'Noir Nights', icon, weekDay: null } });
    expect(cleared.data?.updateIntellectualProperty.intellectualProperty.weekDay).toBeNull();
  });

  test('the spec’s messages are BAD_USER_INPUT, an unknown id NOT_FOUND, and nothing is written', async () => {
    const before = await snapshotDb(stack.api.db);
    const noName = await as(CREATE, { input: { name: ' ', fullName: 'F', icon } });
    expect(noName.errors?.[0]).toMatchObject({ message: 'Name is required', extensions: { code: 'BAD_USER_INPUT' } });
    const noFullName = await as(CREATE, { input: { name: 'N', fullName: '', icon } });
    expect(noFullName.errors?.[0]).toMatchObject({ message: 'fullName is required', extensions: { code: 'BAD_USER_INPUT' } });
    const noIcon = await as(CREATE, { input: { name: 'N', fullName: 'F', icon: '' } });
    expect(noIcon.errors?.[0]).toMatchObject({ message: 'Icon is required', extensions: { code: 'BAD_USER_INPUT' } });
    const missing = await as(IP, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Intellectual property not found', extensions: { code: 'NOT_FOUND' } });
    expect(await snapshotDb(stack.api.db)).toEqual(before);
  });

  test('a role with events add reads the IP choices but not the IP screens; without a token UNAUTHENTICATED', async () => {
    const roleId = await stack.api.createRole({ permissions: [{ name: 'events', add: true }] });
    const { token } = await stack.api.createSubAdmin({ roleId });
    expect((await as(ALL, undefined, token)).errors).toBeUndefined();
    expect(codes(await as(IPS, undefined, token))).toEqual(['FORBIDDEN']);
    expect(codes(await gql(stack.gatewayUrl, ALL))).toEqual(['UNAUTHENTICATED']);
  });
});
