import { describe, expect, it } from 'vitest';
import { emptyPermission, emptyPermissions } from '#domain/permissions';
import { rolesArea } from '#domain/areas/roles';
import { bodySchemas } from '#domain/declaration/body-schemas';
import { permissionSchema, ROLE_NAME_MAX, roleFormSchema } from '#domain/schemas/role';
import type { z } from 'zod';

// The §7 bodies are derived from the roles declaration.
const { create: createRoleSchema, update: updateRoleSchema, status: roleStatusSchema, delete: deleteRoleSchema } = bodySchemas(rolesArea);

const messages = (schema: z.ZodType, input: unknown): string[] => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};
const permissions = emptyPermissions().map((p) => (p.name === 'menu' ? { ...p, view: true } : p));

describe('§5 role form', () => {
  it('requires a role name', () => {
    expect(messages(roleFormSchema, { permissions })).toEqual(['Role Name is required']);
    expect(messages(roleFormSchema, { name: '', permissions })).toEqual(['Role Name is required']);
    expect(messages(roleFormSchema, { name: '  ', permissions })).toEqual(['Role Name is required']);
  });

  it('limits the name length', () => {
    expect(messages(roleFormSchema, { name: 'x'.repeat(ROLE_NAME_MAX), permissions })).toEqual([]);
    expect(messages(roleFormSchema, { name: 'x'.repeat(ROLE_NAME_MAX + 1), permissions })).toEqual([
      `Role Name must not exceed ${ROLE_NAME_MAX} characters`,
    ]);
  });

  it('requires permissions', () => {
    expect(messages(roleFormSchema, { name: 'Door' })).toEqual(['Permissions are required']);
    expect(messages(roleFormSchema, { name: 'Door', permissions: [] })).toEqual(['Permissions are required']);
    // Rows with nothing ticked are no permission at all.
    expect(messages(roleFormSchema, { name: 'Door', permissions: emptyPermissions() })).toEqual(['Permissions are required']);
  });

  it('rejects unknown modules and repeated modules', () => {
    expect(messages(roleFormSchema, { name: 'Door', permissions: [{ name: 'roles' }] })).toEqual(['Unknown permission module']);
    expect(messages(roleFormSchema, { name: 'Door', permissions: [{ ...emptyPermission('menu'), view: true }, emptyPermission('menu')] })).toEqual([
      'Each module may appear only once',
    ]);
  });

  it('fills missing flags with false and trims the name', () => {
    expect(permissionSchema.parse({ name: 'menu', view: true })).toEqual({ ...emptyPermission('menu'), view: true });
    expect(roleFormSchema.parse({ name: ' Door ', permissions: [{ name: 'menu', add: true }] }).name).toBe('Door');
  });
});

describe('§7 role bodies', () => {
  it('create rejects unknown keys', () => {
    expect(messages(createRoleSchema, { name: 'Door', permissions })).toEqual([]);
    expect(messages(createRoleSchema, { name: 'Door', permissions, status: 1 })).toHaveLength(1);
  });

  it('update needs a roleId', () => {
    expect(messages(updateRoleSchema, { name: 'Door', permissions })).toEqual(['roleId is required']);
    expect(messages(updateRoleSchema, { roleId: '', name: 'Door', permissions })).toEqual(['roleId is required']);
    expect(messages(updateRoleSchema, { roleId: 'r1', name: 'Door', permissions })).toEqual([]);
  });

  it('status accepts only 1 or 2', () => {
    expect(messages(roleStatusSchema, { roleId: 'r1', status: 1 })).toEqual([]);
    expect(messages(roleStatusSchema, { roleId: 'r1', status: 2 })).toEqual([]);
    for (const status of [0, 3, '1', undefined]) {
      expect(messages(roleStatusSchema, { roleId: 'r1', status })).toEqual(['Status must be 1 (active) or 2 (inactive)']);
    }
    expect(messages(roleStatusSchema, { status: 1 })).toEqual(['roleId is required']);
  });

  it('delete needs isDelete: true', () => {
    expect(messages(deleteRoleSchema, { roleId: 'r1', isDelete: true })).toEqual([]);
    expect(messages(deleteRoleSchema, { roleId: 'r1', isDelete: false })).toEqual(['isDelete must be true']);
    expect(messages(deleteRoleSchema, { roleId: 'r1' })).toEqual(['isDelete must be true']);
  });
});
