import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GATEWAY_SECRET_HEADER } from '#domain/gateway';
import { accounts, roles } from '../../api/db/schema.ts';
import { backends } from '../support/backends.ts';
import { callApi, type TestSubAdmin } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { atOnce, RACE_MS, raceRounds } from '../support/race.ts';

const ROUNDS = 2;
const SIGN_INS = 10;

describe.each(backends)('sessions and roles under parallel requests on %s', (backend) => {
  const api = useTestApi(backend);
  let from = 0;
  const call = (method: string, path: string, body?: unknown, token = api.adminToken) => callApi(api.url, method, path, { token, body });
  /** A sign-in from an address of its own (the throttle counts per address), as the gateway names it: the token when granted. */
  const signIn = async (sub: TestSubAdmin): Promise<{ status: number; token?: string }> => {
    from += 1;
    const response = await fetch(`${api.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${Math.floor(from / 250)}.${(from % 250) + 1}`, [GATEWAY_SECRET_HEADER]: api.gatewaySecret },
      body: JSON.stringify({ email: sub.email, password: sub.password }),
    });
    const reply = (await response.json()) as { data?: { token?: string } };
    return { status: response.status, token: reply.data?.token };
  };
  /** Sign-ins of `sub` sent at once around `change`: change's reply, then the sign-ins'. */
  const signInsAround = async (sub: TestSubAdmin, change: () => ReturnType<typeof call>) => {
    const [signIns, changed] = await Promise.all([atOnce(SIGN_INS, () => signIn(sub)), change()]);
    return [changed, ...signIns] as const;
  };
  /** The tokens granted around a change, which answered 200. */
  const tokensOf = ([changed, ...signIns]: Awaited<ReturnType<typeof signInsAround>>) => {
    expect(changed.status, changed.body.message).toBe(200);
    return signIns.flatMap((s) => (s.token ? [s.token] : []));
  };
  const menuOnly = [{ name: 'menu', all: false, add: false, view: true, edit: false, del: false }];

  it(
    'enforces a role edited while its sub-admin signs in on every token granted, whenever it was granted',
    () =>
      raceRounds(ROUNDS, {
        setUp: async () => {
          const roleId = await api.createRole({ name: `Bar ${randomUUID().slice(0, 6)}`, permissions: [{ name: 'menu', view: true }, { name: 'sections', view: true }] });
          const sub = await api.createSubAdmin({ roleId });
          const [role] = await api.db.select().from(roles).where(eq(roles.id, roleId));
          return { roleId, sub, name: role!.name };
        },
        fire: ({ roleId, sub, name }) => signInsAround(sub, () => call('patch', '/update/role', { roleId, name, permissions: menuOnly })),
        check: async (replies) => {
          const tokens = tokensOf(replies);
          expect(tokens.length).toBeGreaterThan(0);
          for (const token of tokens) {
            expect((await call('get', '/get/sections', undefined, token)).status).toBe(403);
            expect((await call('get', '/get/menu/list', undefined, token)).status).toBe(200);
          }
        },
      }),
    RACE_MS,
  );

  it(
    'leaves no working token to a sub-admin deleted, or blocked in bulk, while signing in',
    () =>
      raceRounds(ROUNDS, {
        setUp: async () => {
          const roleId = await api.createRole({ permissions: [{ name: 'menu', view: true }] });
          const [deleted, blocked] = await Promise.all([api.createSubAdmin({ roleId }), api.createSubAdmin({ roleId })]);
          return { deleted, blocked };
        },
        fire: async ({ deleted, blocked }) => {
          const afterDelete = await signInsAround(deleted, () => call('delete', '/delete/subAdmin', { subAdminId: deleted.id, isDelete: true }));
          const afterBlock = await signInsAround(blocked, () => call('post', '/bulk/subAdmins/blocked', { ids: [blocked.id], isBlocked: true }));
          return [afterDelete, afterBlock] as const;
        },
        check: async ([afterDelete, afterBlock], { deleted, blocked }) => {
          for (const token of [...tokensOf(afterDelete), ...tokensOf(afterBlock), deleted.token, blocked.token]) expect((await call('get', '/me', undefined, token)).status).toBe(401);
        },
      }),
    RACE_MS,
  );

  it(
    'never leaves a live sub-admin with a role deleted at the moment it was given',
    () =>
      raceRounds(ROUNDS * 2, {
        setUp: async () => ({ roleId: await api.createRole({ permissions: [{ name: 'menu', view: true }] }), email: `door-${randomUUID().slice(0, 8)}@venue.test` }),
        fire: ({ roleId, email }) =>
          Promise.all([call('post', '/create/subAdmin', { name: 'Door', email, roleId, password: 'Door-pass-123' }), call('delete', '/delete/role', { roleId, isDelete: true })]),
        check: async ([created, deleted], { roleId }) => {
          if (deleted.status === 200) expect(created.status).toBe(400);
          else expect([created.status, deleted.status]).toEqual([201, 409]);
          const live = await api.db.select().from(accounts).where(and(eq(accounts.roleId, roleId), eq(accounts.isDelete, false)));
          const [role] = await api.db.select().from(roles).where(eq(roles.id, roleId));
          expect(role!.isDelete && live.length > 0).toBe(false);
        },
      }),
    RACE_MS,
  );
});
