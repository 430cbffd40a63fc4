import { describe, expect, test } from 'vitest';
import { MODULE_KEYS } from '#domain/modules';
import { useTestStack } from '../support/use-test-stack.ts';
import { codes, gql } from './lib/gql.ts';

const ROLE_FIELDS = 'id name status createdAt permissions { module all add view edit del }';
const ROLES = `query Roles($limit: Int, $offset: Int, $search: String) { roles(limit: $limit, offset: $offset, search: $search) { count items { ${ROLE_FIELDS} } } }`;
const ROLE = `query Role($id: ID!) { role(id: $id) { ${ROLE_FIELDS} } }`;
const ALL_ROLES = '{ allRoles { id name status } }';
const CREATE = `mutation Create($input: CreateRoleInput!) { createRole(input: $input) { message role { ${ROLE_FIELDS} } } }`;
const UPDATE = `mutation Update($input: UpdateRoleInput!) { updateRole(input: $input) { message role { ${ROLE_FIELDS} } } }`;
const SET_STATUS = `mutation SetStatus($id: ID!, $status: Status!) { setRoleStatus(id: $id, status: $status) { message role { id status } } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteRole(id: $id) { id message } }';
const RESTORE = `mutation Restore($id: ID!) { restoreRole(id: $id) { message role { ${ROLE_FIELDS} } } }`;
const DELETED_ROLES = 'query Deleted($search: String) { roles(search: $search, deleted: true) { count items { id name } } }';

type Permission = { module: string; all: boolean; add: boolean; view: boolean; edit: boolean; del: boolean };
type Role = { id: string; name: string; status: string; createdAt: string; permissions: Permission[] };
type RoleResult = { message: string; role: Role };

// With nothing given, the matrix allows viewing the menu: a role must allow something (§5).
const matrix = (granted: Partial<Record<string, Partial<Permission>>> = { menu: { view: true } }): Permission[] =>
  MODULE_KEYS.map((module) => ({ module, all: false, add: false, view: false, edit: false, del: false, ...granted[module] }));

const stack = useTestStack();
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });
const create = async (name: string, permissions = matrix()) => {
  const reply = await asAdmin<{ createRole: RoleResult }>(CREATE, { input: { name, permissions } });
  if (!reply.data) throw new Error(reply.text);
  return reply.data.createRole.role;
};

describe('roles through GraphQL as an Admin', () => {
  test('createRole returns the role in GraphQL shape and the API message', async () => {
    const reply = await asAdmin<{ createRole: RoleResult }>(CREATE, { input: { name: 'Event managers', permissions: matrix({ events: { all: true, add: true, view: true, edit: true, del: true } }) } });
    expect(reply.errors).toBeUndefined();
    const { message, role } = reply.data!.createRole;
    expect(message).toBe('Role created successfully');
    expect(role).toMatchObject({ name: 'Event managers', status: 'ACTIVE' });
    expect(role.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(role.permissions.map((p) => p.module)).toEqual([...MODULE_KEYS]);
    expect(role.permissions.find((p) => p.module === 'events')).toEqual({ module: 'events', all: true, add: true, view: true, edit: true, del: true });
    expect(role.permissions.find((p) => p.module === 'users')?.view).toBe(false);

    const fetched = await asAdmin<{ role: Role }>(ROLE, { id: role.id });
    expect(fetched.data?.role).toEqual(role);
  });

  test('roles pages newest first with count, offset and search', async () => {
    for (const name of ['Paged one', 'Paged two', 'Paged three']) await create(name);
    const first = await asAdmin<{ roles: { count: number; items: Role[] } }>(ROLES, { search: 'PAGED', limit: 2, offset: 0 });
    expect(first.data?.roles.count).toBe(3);
    expect(first.data?.roles.items.map((r) => r.name)).toEqual(['Paged three', 'Paged two']);
    const rest = await asAdmin<{ roles: { count: number; items: Role[] } }>(ROLES, { search: 'paged', limit: 2, offset: 2 });
    expect(rest.data?.roles.items.map((r) => r.name)).toEqual(['Paged one']);
  });

  test('restoreRole brings back a deleted role, which roles(deleted: true) lists until then', async () => {
    const role = await create('Comeback crew');
    await asAdmin(DELETE, { id: role.id });
    const deleted = await asAdmin<{ roles: { count: number; items: Role[] } }>(DELETED_ROLES, { search: 'comeback' });
    expect(deleted.data?.roles).toEqual({ count: 1, items: [{ id: role.id, name: 'Comeback crew' }] });

    const restored = await asAdmin<{ restoreRole: RoleResult }>(RESTORE, { id: role.id });
    expect(restored.errors).toBeUndefined();
    expect(restored.data?.restoreRole).toEqual({ message: 'Role restored successfully', role: { ...role, status: 'ACTIVE' } });
    expect((await asAdmin<{ roles: { count: number } }>(DELETED_ROLES, { search: 'comeback' })).data?.roles.count).toBe(0);
    expect((await asAdmin<{ roles: { items: Role[] } }>(ROLES, { search: 'comeback' })).data?.roles.items.map((r) => r.id)).toEqual([role.id]);
  });

  test('restoreRole of an unknown id is NOT_FOUND', async () => {
    const reply = await asAdmin(RESTORE, { id: '00000000-0000-4000-8000-000000000000' });
    expect(codes(reply)).toEqual(['NOT_FOUND']);
    expect(reply.errors?.[0]?.message).toBe('Role not found');
  });

  test('updateRole renames and changes permissions', async () => {
    const role = await create('Before rename');
    const reply = await asAdmin<{ updateRole: RoleResult }>(UPDATE, { input: { id: role.id, name: 'After rename', permissions: matrix({ tables: { view: true } }) } });
    expect(reply.data?.updateRole.message).toBe('Role updated successfully');
    expect(reply.data?.updateRole.role.name).toBe('After rename');
    const fetched = await asAdmin<{ role: Role }>(ROLE, { id: role.id });
    expect(fetched.data?.role.permissions.find((p) => p.module === 'tables')?.view).toBe(true);
  });

  test('setRoleStatus maps INACTIVE/ACTIVE to the API and allRoles lists only active roles', async () => {
    const role = await create('Seasonal staff');
    const off = await asAdmin<{ setRoleStatus: { message: string; role: { id: string; status: string } } }>(SET_STATUS, { id: role.id, status: 'INACTIVE' });
    expect(off.data?.setRoleStatus).toEqual({ message: 'Role status updated successfully', role: { id: role.id, status: 'INACTIVE' } });
    const activeNames = async () => (await asAdmin<{ allRoles: Role[] }>(ALL_ROLES)).data?.allRoles.map((r) => r.name);
    expect(await activeNames()).not.toContain('Seasonal staff');

    await asAdmin(SET_STATUS, { id: role.id, status: 'ACTIVE' });
    expect(await activeNames()).toContain('Seasonal staff');
    expect((await asAdmin<{ role: Role }>(ROLE, { id: role.id })).data?.role.status).toBe('ACTIVE');
  });

  test('deleteRole removes the role; reading it afterwards is NOT_FOUND', async () => {
    const role = await create('Short lived');
    const reply = await asAdmin<{ deleteRole: { id: string; message: string } }>(DELETE, { id: role.id });
    expect(reply.data?.deleteRole).toEqual({ id: role.id, message: 'Role deleted successfully' });
    const gone = await asAdmin(ROLE, { id: role.id });
    expect(gone.errors?.[0]).toMatchObject({ message: 'Role not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('REST failures become GraphQL error codes', () => {
  test('an empty name is BAD_USER_INPUT with the spec message, and nothing is created', async () => {
    const before = (await asAdmin<{ roles: { count: number } }>(ROLES)).data?.roles.count;
    const reply = await asAdmin(CREATE, { input: { name: '   ', permissions: matrix() } });
    expect(reply.errors?.[0]).toMatchObject({ message: 'Role Name is required', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await asAdmin<{ roles: { count: number } }>(ROLES)).data?.roles.count).toBe(before);
  });

  test('a name that shows nothing, or reverses the text around it, is BAD_USER_INPUT, and nothing is created', async () => {
    const before = (await asAdmin<{ roles: { count: number } }>(ROLES)).data?.roles.count;
    const blank = await asAdmin(CREATE, { input: { name: '\u200b\u202e', permissions: matrix() } });
    expect(blank.errors?.[0]).toMatchObject({ message: 'Role Name is required', extensions: { code: 'BAD_USER_INPUT' } });
    const reversed = await asAdmin(CREATE, { input: { name: 'Door \u202estaff', permissions: matrix() } });
    expect(reversed.errors?.[0]).toMatchObject({ message: 'Role Name must not contain text-direction controls', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await asAdmin<{ roles: { count: number } }>(ROLES)).data?.roles.count).toBe(before);
  });

  test('no permissions is BAD_USER_INPUT "Permissions are required"', async () => {
    const reply = await asAdmin(CREATE, { input: { name: 'Empty matrix', permissions: [] } });
    expect(reply.errors?.[0]).toMatchObject({ message: 'Permissions are required', extensions: { code: 'BAD_USER_INPUT' } });
    const unticked = await asAdmin(CREATE, { input: { name: 'Nothing ticked', permissions: matrix({}) } });
    expect(unticked.errors?.[0]).toMatchObject({ message: 'Permissions are required', extensions: { code: 'BAD_USER_INPUT' } });
  });

  test('a duplicate name is CONFLICT', async () => {
    await create('Bar staff');
    const reply = await asAdmin(CREATE, { input: { name: 'Bar staff', permissions: matrix() } });
    expect(reply.errors?.[0]).toMatchObject({ message: 'A role with this name already exists', extensions: { code: 'CONFLICT' } });
  });

  test('deleting a role sub-admins hold is CONFLICT naming how many, alone and in bulk (each id with its reason)', async () => {
    const role = await create('Held at the door');
    await stack.api.createSubAdmin({ roleId: role.id });
    const message = 'This role is still assigned to 1 sub-admin: give it another role before deleting this one';
    const reply = await asAdmin(DELETE, { id: role.id });
    expect(reply.errors).toMatchObject([{ message, extensions: { code: 'CONFLICT' } }]);
    const bulk = await asAdmin<{ bulkDeleteRole: { done: number; failed: number; results: { id: string; outcome: string; reason: string }[] } }>(
      'mutation ($ids: [ID!]!) { bulkDeleteRole(ids: $ids) { done failed results { id outcome reason } } }',
      { ids: [role.id] },
    );
    expect(bulk.data?.bulkDeleteRole).toEqual({ done: 0, failed: 1, results: [{ id: role.id, outcome: 'FAILED', reason: message }] });
    expect((await asAdmin<{ role: Role }>(ROLE, { id: role.id })).data?.role.name).toBe('Held at the door');
  });

  test('an unknown id is NOT_FOUND', async () => {
    const reply = await asAdmin(SET_STATUS, { id: '00000000-0000-4000-8000-000000000000', status: 'INACTIVE' });
    expect(codes(reply)).toEqual(['NOT_FOUND']);
  });

  test('a sub-admin is FORBIDDEN from roles, and its attempt changes nothing', async () => {
    const roleId = await stack.api.createRole({ permissions: [{ name: 'events', all: true, add: true, view: true, edit: true, del: true }] });
    const sub = await stack.api.createSubAdmin({ roleId });
    const target = await create('Protected role');

    const list = await gql(stack.gatewayUrl, ROLES, { token: sub.token });
    expect(list.errors?.[0]).toMatchObject({ message: 'You do not have permission to perform this action', extensions: { code: 'FORBIDDEN' } });
    expect(codes(await gql(stack.gatewayUrl, DELETE, { token: sub.token, variables: { id: target.id } }))).toEqual(['FORBIDDEN']);
    expect((await asAdmin<{ role: Role }>(ROLE, { id: target.id })).data?.role.name).toBe('Protected role');
  });
});
