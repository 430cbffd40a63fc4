import { describe, expect, test } from 'vitest';
import { useTestStack } from '../support/use-test-stack.ts';
import { gql } from './lib/gql.ts';

const DASHBOARD = '{ dashboard { eventsTonight { id name time } tablesToday { booked held } bookings { today { count revenue } week { count revenue } } pendingEnquiries newsletter { id subject sent total } } }';

const stack = useTestStack();

describe('dashboard through GraphQL', () => {
  test('the Admin gets every figure', async () => {
    const reply = await gql<{ dashboard: unknown }>(stack.gatewayUrl, DASHBOARD, { token: stack.api.adminToken });
    expect(reply.data?.dashboard).toEqual({
      eventsTonight: [],
      tablesToday: { booked: 0, held: 0 },
      bookings: { today: { count: 0, revenue: 0 }, week: { count: 0, revenue: 0 } },
      pendingEnquiries: 0,
      newsletter: null,
    });
  });

  test('a sub-admin gets null for the areas its role does not see', async () => {
    const sub = await stack.api.createSubAdmin({ roleId: await stack.api.createRole({ permissions: [{ name: 'bookings', view: true }] }) });
    const reply = await gql<{ dashboard: unknown }>(stack.gatewayUrl, DASHBOARD, { token: sub.token });
    expect(reply.data?.dashboard).toEqual({
      eventsTonight: null,
      tablesToday: null,
      bookings: { today: { count: 0, revenue: 0 }, week: { count: 0, revenue: 0 } },
      pendingEnquiries: null,
      newsletter: null,
    });
  });
});
