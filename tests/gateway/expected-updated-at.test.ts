import { describe, expect, test } from 'vitest';
import { MODULE_KEYS } from '#domain/modules';
import { makeCategory } from '../support/floor.ts';
import { seedMedia } from '../support/seed-media.ts';
import { useTestStack } from '../support/use-test-stack.ts';
import { gql } from './lib/gql.ts';

const stack = useTestStack();
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });

const permissions = MODULE_KEYS.map((module) => ({ module, all: false, add: false, view: module === 'users', edit: false, del: false }));
const UPDATE_ROLE = `mutation U($input: UpdateRoleInput!, $expectedUpdatedAt: DateTime) {
  updateRole(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { role { name updatedAt } }
}`;
const STALE_ROLE = 'This role has changed since you opened it: nothing was saved. Reload it to see the changes.';

describe('expectedUpdatedAt: an update made from an older version is refused', () => {
  test('every record reads its updatedAt; an update naming the version it was made from saves, one naming an older version is CONFLICT on expectedUpdatedAt', async () => {
    const created = await asAdmin<{ createRole: { role: { id: string; updatedAt: string } } }>(
      'mutation C($input: CreateRoleInput!) { createRole(input: $input) { role { id updatedAt } } }',
      { input: { name: 'Bar staff', permissions } },
    );
    const { id, updatedAt: read } = created.data!.createRole.role;
    expect(new Date(read).toISOString()).toBe(read);

    const first = await asAdmin<{ updateRole: { role: { name: string; updatedAt: string } } }>(UPDATE_ROLE, { input: { id, name: 'Bar team', permissions }, expectedUpdatedAt: read });
    expect(first.errors).toBeUndefined();
    expect(first.data!.updateRole.role.name).toBe('Bar team');
    expect(first.data!.updateRole.role.updatedAt > read).toBe(true);

    const second = await asAdmin(UPDATE_ROLE, { input: { id, name: 'Door team', permissions }, expectedUpdatedAt: read });
    expect(second.data).toBeNull();
    expect(second.errors).toEqual([expect.objectContaining({ message: STALE_ROLE, extensions: { code: 'CONFLICT', fields: [{ path: ['expectedUpdatedAt'], message: STALE_ROLE }] } })]);
    const now = await asAdmin<{ role: { name: string; updatedAt: string } }>('query R($id: ID!) { role(id: $id) { name updatedAt } }', { id });
    expect(now.data!.role).toEqual(first.data!.updateRole.role);

    // Left out, the update is saved whatever the version (the last save wins, as before).
    const anyway = await asAdmin<{ updateRole: { role: { name: string } } }>(UPDATE_ROLE, { input: { id, name: 'Door team', permissions } });
    expect(anyway.data!.updateRole.role.name).toBe('Door team');
  });

  test('updates whose arguments are not one input (a section, a follow-us slot) and hand-written ones (a category) take it too', async () => {
    const section = await asAdmin<{ createSection: { section: { id: string; updatedAt: string } } }>('mutation { createSection(name: "Terrace") { section { id updatedAt } } }');
    const { id: sectionId, updatedAt: sectionRead } = section.data!.createSection.section;
    const rename = (name: string) =>
      asAdmin<{ updateSection: { section: { name: string } } }>('mutation S($id: ID!, $name: String!, $at: DateTime) { updateSection(id: $id, name: $name, expectedUpdatedAt: $at) { section { name } } }', {
        id: sectionId,
        name,
        at: sectionRead,
      });
    expect((await rename('Roof terrace')).data!.updateSection.section.name).toBe('Roof terrace');
    const staleSection = await rename('Garden');
    expect(staleSection.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ path: ['expectedUpdatedAt'] }] });

    // A hand-written update (categories).
    const made = await makeCategory(stack.api, 'Silver lounge');
    const category = await asAdmin<{ category: { id: string; updatedAt: string } }>('query C($id: ID!) { category(id: $id) { id updatedAt } }', { id: made._id });
    const { updatedAt: categoryRead } = category.data!.category;
    const update = (name: string) =>
      asAdmin('mutation C($input: UpdateCategoryInput!, $at: DateTime) { updateCategory(input: $input, expectedUpdatedAt: $at) { category { name } } }', { input: { id: made._id, name }, at: categoryRead });
    expect((await update('Gold lounge')).errors).toBeUndefined();
    expect((await update('Premium lounge')).errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ path: ['expectedUpdatedAt'] }] });

    const follows = await asAdmin<{ follows: { items: { id: string; updatedAt: string }[] } }>('{ follows { items { id updatedAt } } }');
    const slot = follows.data!.follows.items[0]!;
    const image = await seedMedia(stack.api.db, 'follows');
    const setImage = () => asAdmin('mutation F($id: ID!, $image: String!, $at: DateTime) { setFollowImage(id: $id, image: $image, expectedUpdatedAt: $at) { follow { id } } }', { id: slot.id, image, at: slot.updatedAt });
    await asAdmin('mutation F($id: ID!) { setFollowStatus(id: $id, status: ACTIVE) { follow { id } } }', { id: slot.id });
    expect((await setImage()).errors?.[0]).toMatchObject({
      message: 'This follow-us picture has changed since you opened it: nothing was saved. Reload it to see the changes.',
      extensions: { code: 'CONFLICT' },
    });
  });
});
