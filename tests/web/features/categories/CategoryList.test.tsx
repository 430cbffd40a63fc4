import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { CategoryList } from '../../../../web/features/categories/components/CategoryList.tsx';
import { signIn, signOut } from '../../../../web/lib/session.ts';
import { renderAt } from '../../support/renderAt.tsx';

const category = (id: string, name: string, status: string) => ({ id, name, status, autoRenewal: false, tableCount: 0, price: null, layout: { image: 'category/a.png', imageAlt: name }, createdAt: '2027-03-02T10:00:00.000Z' });

let deleted: ReturnType<typeof category>[];
let asked: Record<string, unknown>[];

/** A stand-in for the gateway's /graphql: the deleted categories when asked for them, the live ones by status otherwise; Restore brings one back. */
const fakeGraphql = async (_url: RequestInfo | URL, init?: RequestInit) => {
  const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
  const reply = (data: unknown) => new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  if (operationName === 'RestoreCategory') {
    deleted = deleted.filter((c) => c.id !== variables.id);
    return reply({ restoreCategory: { message: 'Category restored successfully', category: { id: variables.id } } });
  }
  asked.push(variables);
  const live = [category('a', 'Lounge busy', 'ACTIVE'), category('b', 'Lounge quiet', 'INACTIVE')].filter((c) => !variables.status || c.status === variables.status);
  const items = variables.deleted ? deleted : live;
  return reply({ categories: { count: items.length, items } });
};

beforeEach(() => {
  deleted = [category('z', 'Old terrace', 'ACTIVE')];
  asked = [];
  vi.stubGlobal('fetch', vi.fn(fakeGraphql));
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

test('a link with ?q= and ?status= opens that view: the call asks for it and the tools show it', async () => {
  await renderAt('/categories?q=lounge&status=inactive', <CategoryList />);
  const table = page.getByRole('table', { name: 'Categories' });
  await expect.element(table.getByText('Lounge quiet')).toBeVisible();
  expect(table.getByText('Lounge busy').query()).toBeNull();
  expect(asked.at(-1)).toMatchObject({ search: 'lounge', status: 'INACTIVE' });
  await expect.element(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('lounge');
  await expect.element(page.getByRole('link', { name: 'Deleted', exact: true })).toHaveAttribute('href', '/categories?deleted=1');
});

test('the Deleted view lists the deleted categories with Restore; a restored one leaves it', async () => {
  await renderAt('/categories?deleted=1', <><CategoryList /><Toaster /></>);
  await expect.element(page.getByRole('heading', { name: 'Deleted Categories' })).toBeVisible();
  expect(asked.at(-1)).toMatchObject({ deleted: true });
  await page.getByRole('button', { name: 'Restore Old terrace' }).click();
  await expect.element(page.getByText('Category restored successfully')).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Restore Old terrace' })).not.toBeInTheDocument();
  await expect.element(page.getByRole('link', { name: 'Back to Categories' })).toHaveAttribute('href', '/categories');
});
