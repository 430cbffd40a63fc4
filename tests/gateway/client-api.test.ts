import { describe, expect, test } from 'vitest';
import { MODULE_KEYS } from '#domain/modules';
import { useTestStack } from '../support/use-test-stack.ts';
import { insertEvent } from '../support/events.ts';
import { seedMedia } from '../support/seed-media.ts';
import { codes, gql } from './lib/gql.ts';

type Page = { count: number; items: { id: string; status?: string }[]; pageInfo: { offset: number; limit: number; hasNextPage: boolean } };

const stack = useTestStack();
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });
const SECTIONS = 'query S($limit: Int, $offset: Int, $status: Status) { sections(limit: $limit, offset: $offset, status: $status) { count items { id status } pageInfo { offset limit hasNextPage } } }';

describe('the schema as client developers use it', () => {
  test('a missing record is null beside its NOT_FOUND error, and the sibling fields keep their data', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const reply = await asAdmin<{ role: unknown; service: unknown; me: { name: string } }>(`query { role(id: "${missing}") { id } service(id: "${missing}") { id } me { name } }`);
    expect(reply.data).toEqual({ role: null, service: null, me: { name: expect.any(String) } });
    // The two fields resolve side by side: their errors come in the order their calls finish.
    expect(reply.errors?.map((e) => [e.extensions?.code, e.message]).sort()).toEqual([
      ['NOT_FOUND', 'Role not found'],
      ['NOT_FOUND', 'Service not found'],
    ]);
  });

  test('pages carry the offset and limit applied and whether more follow; a limit above 100 is BAD_USER_INPUT, not cut', async () => {
    for (const name of ['Terrace', 'Lounge', 'Rooftop']) expect((await asAdmin('mutation C($name: String!) { createSection(name: $name) { message } }', { name })).errors).toBeUndefined();
    const first = await asAdmin<{ sections: Page }>(SECTIONS, { limit: 2 });
    expect(first.data?.sections).toMatchObject({ count: 3, pageInfo: { offset: 0, limit: 2, hasNextPage: true } });
    const last = await asAdmin<{ sections: Page }>(SECTIONS, { limit: 2, offset: 2 });
    expect(last.data?.sections).toMatchObject({ count: 3, pageInfo: { offset: 2, limit: 2, hasNextPage: false } });
    expect((await asAdmin<{ sections: Page }>(SECTIONS)).data?.sections.pageInfo).toEqual({ offset: 0, limit: 10, hasNextPage: false });
    const tooMany = await asAdmin(SECTIONS, { limit: 101 });
    expect(codes(tooMany)).toEqual(['BAD_USER_INPUT']);
    expect(tooMany.errors?.[0]?.message).toBe('limit must not exceed 100');
  });

  test('status filters the lists of areas with a record status, by the same argument name', async () => {
    const { data } = await asAdmin<{ sections: Page }>(SECTIONS);
    const off = data!.sections.items[0]!.id;
    await asAdmin('mutation S($id: ID!) { setSectionStatus(id: $id, status: INACTIVE) { message } }', { id: off });
    const inactive = await asAdmin<{ sections: Page }>(SECTIONS, { status: 'INACTIVE' });
    expect(inactive.data?.sections.items.map((s) => s.id)).toEqual([off]);
    const active = await asAdmin<{ sections: Page }>(SECTIONS, { status: 'ACTIVE' });
    expect(active.data?.sections.count).toBe(2);
    expect(active.data?.sections.items.every((s) => s.status === 'ACTIVE')).toBe(true);
    for (const list of ['roles', 'services', 'galleryImages', 'events', 'follows']) {
      const reply = await asAdmin<Record<string, Page>>(`query { ${list}(status: ACTIVE) { count items { status } } }`);
      expect(reply.errors, list).toBeUndefined();
      expect(reply.data?.[list]?.items.every((item) => item.status === 'ACTIVE'), list).toBe(true);
    }
    expect((await asAdmin<{ menus: { status: string }[] }>('query { menus(status: INACTIVE) { status } }')).data?.menus).toEqual([]);
  });

  test('from / to keep the events of a range of venue days, both ends included, with the name bookings use', async () => {
    const [early, middle, late] = await Promise.all(['2031-05-01', '2031-05-10', '2031-05-20'].map((date) => insertEvent(stack.api, { date })));
    const EVENTS = 'query E($from: Date, $to: Date) { events(from: $from, to: $to, limit: 100) { items { id date } } }';
    const ids = async (variables: Record<string, string>) => (await asAdmin<{ events: { items: { id: string }[] } }>(EVENTS, variables)).data?.events.items.map((e) => e.id).sort();
    expect(await ids({ from: '2031-05-10', to: '2031-05-20' })).toEqual([middle!._id, late!._id].sort());
    expect(await ids({ to: '2031-05-01' })).toEqual([early!._id]);
    const backwards = await asAdmin(EVENTS, { from: '2031-05-20', to: '2031-05-01' });
    expect(codes(backwards)).toEqual(['BAD_USER_INPUT']);
    expect(backwards.errors?.[0]?.extensions?.fields).toEqual([{ path: ['to'], message: 'to must not be before from' }]);
  });

  test('closed sets are enums: permission modules, week days, category types, booking types, payment statuses, occasions', async () => {
    const enumValues = async (name: string) =>
      (await asAdmin<{ __type: { enumValues: { name: string }[] } }>(`{ __type(name: "${name}") { enumValues { name } } }`)).data?.__type.enumValues.map((v) => v.name);
    expect(await enumValues('PermissionModule')).toEqual([...MODULE_KEYS]);
    expect(await enumValues('WeekDay')).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
    expect(await enumValues('CategoryType')).toEqual(['SILVER', 'GOLD', 'PREMIUM']);
    expect(await enumValues('BookingType')).toEqual(['TABLE', 'TICKET']);
    expect(await enumValues('PaymentStatus')).toEqual(['PENDING', 'IN_PROGRESS', 'SUCCESSFUL', 'FAILED']);
    expect(await enumValues('SpecialOccasion')).toEqual(['NONE', 'BIRTHDAY', 'MARRIAGE_ANNIVERSARY']);
    const created = await asAdmin<{ createRole: { role: { permissions: { module: string; view: boolean }[] } } }>(
      'mutation C($input: CreateRoleInput!) { createRole(input: $input) { role { permissions { module view } } } }',
      { input: { name: 'Door staff', permissions: [{ module: 'eventTickets', all: false, add: false, view: true, edit: false, del: false }] } },
    );
    expect(created.data?.createRole.role.permissions.find((p) => p.view)).toEqual({ module: 'eventTickets', view: true });
    const unknown = await asAdmin('mutation C($input: CreateRoleInput!) { createRole(input: $input) { message } }', {
      input: { name: 'Nobody', permissions: [{ module: 'kitchen', all: false, add: false, view: true, edit: false, del: false }] },
    });
    expect(unknown.errors).toHaveLength(1);
    expect(unknown.errors?.[0]?.message).toMatch(/PermissionModule/);
  });

  test('Date, DateTime and Money come back as their JSON values; a Date that is not a day is refused', async () => {
    const image = await seedMedia(stack.api.db, 'services');
    await asAdmin('mutation C($input: CreateServiceInput!) { createService(input: $input) { message } }', { input: { title: 'VIP', description: 'Bottle service', image } });
    const { data } = await asAdmin<{ services: { items: { createdAt: string }[] } }>('{ services { items { createdAt } } }');
    expect(Date.parse(data!.services.items[0]!.createdAt)).not.toBeNaN();
    const tables = await asAdmin<{ tables: { pageInfo: object } }>('query T($date: Date) { tables(date: $date) { count } }', { date: '2027-02-30' });
    expect(codes(tables)).toEqual(['BAD_USER_INPUT']);
    expect(tables.errors?.[0]?.message).toMatch(/Date must be a day written YYYY-MM-DD/);
  });

  test('BAD_USER_INPUT lists every problem by its field path, and nothing is written', async () => {
    const reply = await asAdmin('mutation C($input: CreateHostInput!) { createHost(input: $input) { message } }', {
      input: { firstName: ' ', lastName: '', email: 'not-an-email', password: 'short' },
    });
    expect(codes(reply)).toEqual(['BAD_USER_INPUT']);
    const fields = reply.errors?.[0]?.extensions?.fields as { path: (string | number)[]; message: string }[];
    expect(fields.map((f) => f.path)).toEqual([['firstName'], ['lastName'], ['email'], ['password']]);
    expect(fields.every((f) => f.message.length > 0)).toBe(true);
    expect(reply.errors?.[0]?.message).toBe(fields[0]!.message);
    expect((await asAdmin<{ hosts: { count: number } }>('{ hosts { count } }')).data?.hosts.count).toBe(0);
  });
});
