import { Suspense } from 'react';
import { beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { Route } from 'wouter';
import { hostsResource } from '../../../../web/features/hosts/resource.ts';
import { subAdminsResource } from '../../../../web/features/sub-admins/resource.ts';
import type { Resource } from '../../../../web/lib/resource.ts';
import { formatVenueDate } from '../../../../web/lib/venueCalendar.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();
let subAdminId = '';
let hostId = '';

beforeAll(async () => {
  const role = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/role', body: { name: 'Door', permissions: [{ name: 'bookings', all: false, add: false, view: true, edit: false, del: false }] } });
  subAdminId = (await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/subAdmin', body: { name: 'Sam Door', email: 'sam@venue.test', roleId: role._id, password: 'Sub-pass-1234' } }))._id;
  hostId = (await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/host', body: { firstName: 'Hana', lastName: 'Host', email: 'hana@venue.test', password: 'Host-pass-123' } }))._id;
});

/** The labelled lines of a record's derived detail screen, as "Label value". */
async function detailLines(resource: Resource, id: string): Promise<string[]> {
  const Detail = resource.screens.view!;
  await renderAt(`${resource.path}/${id}`, <Route path={`${resource.path}/:id`}><Suspense><Detail /></Suspense></Route>);
  await expect.element(page.getByText(/^Email /)).toBeVisible();
  return [...document.querySelectorAll('main .detail-field')].map((line) => line.textContent ?? '');
}

// Both screens end with the same three lines, worded alike; the date is the list's "Date".
const staffTail = () => ['Password Set (hidden)', 'Blocked No', `Date ${formatVenueDate(new Date())}`];

test('Sub Admin Detail: Password, Blocked and Date', async () => {
  expect(await detailLines(subAdminsResource, subAdminId)).toEqual(['Name Sam Door', 'Email sam@venue.test', 'Role Door', ...staffTail()]);
});

test('Host Detail: the same Password, Blocked and Date lines', async () => {
  expect(await detailLines(hostsResource, hostId)).toEqual(['First Name Hana', 'Last Name Host', 'Email hana@venue.test', ...staffTail()]);
});
