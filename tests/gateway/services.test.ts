import { describe, expect, test } from 'vitest';
import { useTestStack } from '../support/use-test-stack.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { seedMedia } from '../support/seed-media.ts';
import { codes, gql } from './lib/gql.ts';

const SERVICE_FIELDS = 'id title description image icon sort status createdAt';
const SERVICES = `query S($limit: Int, $offset: Int, $search: String) { services(limit: $limit, offset: $offset, search: $search) { count items { ${SERVICE_FIELDS} } } }`;
const SERVICE = `query S($id: ID!) { service(id: $id) { ${SERVICE_FIELDS} } }`;
const CREATE_SERVICE = `mutation C($input: CreateServiceInput!) { createService(input: $input) { message service { ${SERVICE_FIELDS} } } }`;
const UPDATE_SERVICE = `mutation U($input: UpdateServiceInput!) { updateService(input: $input) { message service { ${SERVICE_FIELDS} } } }`;
const SERVICE_STATUS = 'mutation S($id: ID!, $status: Status!) { setServiceStatus(id: $id, status: $status) { message service { id status } } }';
const DELETE_SERVICE = 'mutation D($id: ID!) { deleteService(id: $id) { id message } }';
const RESTORE_SERVICE = 'mutation R($id: ID!) { restoreService(id: $id) { message service { id } } }';

type Service = { id: string; title: string; description: string; image: string | null; icon: string | null; sort: number; status: string };

const stack = useTestStack();
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });

describe('services through GraphQL', () => {
  test('create sends sort 1, reads back, searches, updates keeping the icon, switches status, deletes and restores', async () => {
    const image = await seedMedia(stack.api.db, 'services');
    const icon = await seedMedia(stack.api.db, 'icons');
    const created = await asAdmin<{ createService: { message: string; service: Service } }>(CREATE_SERVICE, {
      input: { title: 'Birthday packages', description: 'Cake and sparklers', image, icon },
    });
    expect(created.errors).toBeUndefined();
    const { message, service } = created.data!.createService;
    expect(message).toBe('Service created successfully');
    expect(service).toMatchObject({ title: 'Birthday packages', image, icon, sort: 1, status: 'ACTIVE' });
    expect((await asAdmin<{ service: Service }>(SERVICE, { id: service.id })).data?.service).toEqual(service);

    const found = await asAdmin<{ services: { count: number; items: Service[] } }>(SERVICES, { search: 'birthday' });
    expect(found.data?.services).toEqual({ count: 1, items: [service] });

    const updated = await asAdmin<{ updateService: { service: Service } }>(UPDATE_SERVICE, {
      input: { id: service.id, title: 'Birthdays', description: 'Cake', image },
    });
    expect(updated.data?.updateService.service).toMatchObject({ title: 'Birthdays', icon });

    const off = await asAdmin<{ setServiceStatus: { message: string; service: Service } }>(SERVICE_STATUS, { id: service.id, status: 'INACTIVE' });
    expect(off.data?.setServiceStatus).toEqual({ message: 'Service status updated successfully', service: { id: service.id, status: 'INACTIVE' } });

    const deleted = await asAdmin<{ deleteService: { id: string; message: string } }>(DELETE_SERVICE, { id: service.id });
    expect(deleted.data?.deleteService).toEqual({ id: service.id, message: 'Service deleted successfully' });
    const gone = await asAdmin(SERVICE, { id: service.id });
    expect(codes(gone)).toEqual(['NOT_FOUND']);
    expect(gone.errors?.[0]?.message).toBe('Service not found');

    const restored = await asAdmin<{ restoreService: { message: string } }>(RESTORE_SERVICE, { id: service.id });
    expect(restored.data?.restoreService.message).toBe('Service restored successfully');
  });

  test('a missing title or an unknown image is BAD_USER_INPUT with the API message, and nothing is written', async () => {
    const before = await snapshotDb(stack.api.db);
    const noTitle = await asAdmin(CREATE_SERVICE, { input: { title: ' ', description: 'x', image: 'services/none.jpg' } });
    expect(codes(noTitle)).toEqual(['BAD_USER_INPUT']);
    expect(noTitle.errors?.[0]?.message).toBe('Title is required');
    const noImage = await asAdmin(CREATE_SERVICE, { input: { title: 'T', description: 'x', image: 'services/none.jpg' } });
    expect(noImage.errors?.[0]).toMatchObject({ message: 'Image not found: upload it first', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await snapshotDb(stack.api.db)).toEqual(before);
  });

  test('without a token the list is UNAUTHENTICATED', async () => {
    const reply = await gql(stack.gatewayUrl, SERVICES);
    expect(codes(reply)).toEqual(['UNAUTHENTICATED']);
  });
});
