import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Palette } from '../../../../web/app/palette/Palette.tsx';
import { closePalette } from '../../../../web/app/palette/paletteStore.ts';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { CampaignList } from '../../../../web/features/newsletters/components/CampaignList.tsx';
import { SendEmail } from '../../../../web/features/newsletters/components/SendEmail.tsx';
import { SubscriberList } from '../../../../web/features/newsletters/components/SubscriberList.tsx';
import { signIn, signOut } from '../../../../web/lib/session.ts';

/** The GraphQL calls the page made: operation name and variables. */
type Call = { operationName: string; variables: Record<string, unknown> };

/** Answers /graphql with `answer(call)` and records each call; the page has no gateway behind it. */
function gateway(answer: (call: Call) => unknown): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    const call = JSON.parse(String(init?.body)) as Call;
    calls.push(call);
    return new Response(JSON.stringify({ data: answer(call) }), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const MESSAGE = 'Doors open at ten on Friday, the resident DJ plays until late, and the first round is on the house for readers.';

afterEach(() => {
  vi.restoreAllMocks();
  closePalette();
  signOut();
});

async function renderAt(path: string, children: ReactNode) {
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
  const location = memoryLocation({ path, record: true });
  await render(<Router hook={location.hook}>{children}<Toaster /></Router>);
  return location;
}

test('the send form shows the spec’s messages under the fields and sends nothing while they stand', async () => {
  const calls = gateway(() => ({}));
  await renderAt('/newsletters/sendEmail', <SendEmail />);
  await page.getByLabelText('Subject').fill('  Too short  ');
  await page.getByLabelText('Message').fill('m'.repeat(1001));
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.element(page.getByText('Subject must be at least 10 characters long')).toBeVisible();
  await expect.element(page.getByText('Message must not exceed 1000 characters')).toBeVisible();
  await page.getByLabelText('Subject').fill('S'.repeat(201));
  await page.getByLabelText('Message').fill(' short ');
  await expect.element(page.getByText('Subject must not exceed 200 characters')).toBeVisible();
  await expect.element(page.getByText('Message must be at least 100 characters long')).toBeVisible();
  expect(calls).toEqual([]);
});

test('sending the same text twice sends one idempotency key, a changed text a new one; success goes to the campaigns', async () => {
  let refuse = true;
  const calls = gateway(() => {
    if (refuse) throw new Error('offline');
    return { sendNewsletter: { message: 'Newsletter queued for 3 subscribers', campaign: { id: 'c1' } } };
  });
  const location = await renderAt('/newsletters/sendEmail', <SendEmail />);
  await page.getByLabelText('Subject').fill('Friday at the venue');
  await page.getByLabelText('Message').fill(MESSAGE);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.element(page.getByRole('alert').filter({ hasText: 'Something Went Wrong' })).toBeVisible();
  await page.getByLabelText('Subject').fill('Saturday at the venue');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => calls.length).toBe(2);
  await page.getByLabelText('Subject').fill('Friday at the venue');
  refuse = false;
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.element(page.getByRole('status').filter({ hasText: 'Newsletter queued for 3 subscribers' })).toBeVisible();
  expect(location.history.at(-1)).toBe('/newsletters/campaigns');
  const keys = calls.map((c) => (c.variables.input as { idempotencyKey: string; subject: string }).idempotencyKey);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[2]).toBe(keys[0]);
  expect(keys[1]).not.toBe(keys[0]);
  expect(calls[2]!.variables.input).toMatchObject({ subject: 'Friday at the venue', message: MESSAGE });
});

test('the palette offers "Send newsletter…", and shows a campaign being sent with its progress until it is done', async () => {
  let sent = 1;
  gateway((call) => {
    // The palette's record search finds nothing here; the campaigns are what this test is about.
    if (call.operationName === 'PaletteSearch') return { search: [] };
    if (call.operationName !== 'NewsletterCampaigns') return {};
    const campaign = { id: 'c1', subject: 'Friday at the venue', sentBy: 'Ada', createdAt: new Date().toISOString(), total: 3, failed: 0 };
    const now = { ...campaign, sent, pending: 3 - sent, sending: sent < 3 };
    sent = 3;
    return { newsletterCampaigns: { count: 1, items: [now] } };
  });
  const location = await renderAt('/dashboard', <Palette />);
  await userEvent.keyboard('{Control>}k{/Control}');
  const palette = page.getByRole('dialog');
  await expect.element(palette.getByRole('option', { name: /Sending "Friday at the venue"\s*1 of 3 sent, 2 pending/ })).toBeVisible();
  await expect.element(palette.getByRole('option', { name: /Sending "Friday at the venue"/ }), { timeout: 5_000 }).not.toBeInTheDocument();
  await userEvent.keyboard('send news');
  await expect.element(palette.getByRole('option', { name: 'Send newsletter…' })).toBeVisible();
  await userEvent.keyboard('{Enter}');
  expect(location.history.at(-1)).toBe('/newsletters/sendEmail');
});

test('the subscribers list shows email, last submission, count and status, and searches by email', async () => {
  const calls = gateway((call) => {
    const search = call.variables.search as string | undefined;
    const all = [
      { id: 's1', email: 'ana@guests.test', lastSubmission: '2026-03-02T10:00:00.000Z', subscribeCount: 2, isSubscribed: true },
      { id: 's2', email: 'bo@guests.test', lastSubmission: '2026-03-01T10:00:00.000Z', subscribeCount: 1, isSubscribed: false },
    ].filter((s) => !search || s.email.includes(search));
    return { newsletterSubscribers: { count: all.length, items: all } };
  });
  const location = await renderAt('/newsletters', <SubscriberList />);
  const table = page.getByRole('table', { name: 'Subscribers' });
  await expect.element(table.getByRole('row').nth(2)).toHaveTextContent(/2bo@guests\.testMar 01, 20261UnSubscribed/);
  await expect.element(table.getByRole('row').nth(1)).toHaveTextContent(/1ana@guests\.testMar 02, 20262Subscribed/);
  await page.getByRole('searchbox', { name: 'Search' }).fill('bo@');
  await expect.element(table.getByRole('row')).toHaveLength(2);
  expect(location.history.at(-1)).toBe('/newsletters?q=bo%40');
  expect(calls.at(-1)!.variables).toMatchObject({ search: 'bo@', offset: 0, limit: 10 });
  await expect.element(page.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', '/newsletters/sendEmail');
});

test('the campaigns list shows each campaign’s progress and reads it again while it is being sent', async () => {
  let sent = 0;
  gateway(() => {
    const now = { id: 'c1', subject: 'Friday at the venue', sentBy: 'Ada', createdAt: '2026-03-02T10:00:00.000Z', total: 3, sent, failed: 0, pending: 3 - sent, sending: sent < 3 };
    sent = Math.min(3, sent + 3);
    return { newsletterCampaigns: { count: 1, items: [now] } };
  });
  await renderAt('/newsletters/campaigns', <CampaignList />);
  const bar = page.getByRole('progressbar', { name: 'Progress of Friday at the venue' });
  await expect.element(bar).toHaveAttribute('value', '0');
  await expect.element(page.getByText('0 of 3 sent, 3 pending')).toBeVisible();
  await expect.element(page.getByText('3 of 3 sent'), { timeout: 5_000 }).toBeVisible();
  await expect.element(bar).toHaveAttribute('value', '3');
  await expect.element(page.getByRole('cell', { name: 'Sent', exact: true })).toBeVisible();
});

test('the campaigns list searches by subject, keeping the search in the URL and across its pages', async () => {
  const calls = gateway((call) => {
    const search = (call.variables.search as string | undefined)?.toLowerCase();
    const all = Array.from({ length: 12 }, (_, i) => ({ id: `c${i}`, subject: i < 11 ? `Friday night ${i}` : 'Saturday brunch', sentBy: 'Ada', createdAt: '2026-03-02T10:00:00.000Z', total: 1, sent: 1, failed: 0, pending: 0, sending: false }))
      .filter((c) => !search || c.subject.toLowerCase().includes(search));
    const offset = call.variables.offset as number;
    return { newsletterCampaigns: { count: all.length, items: all.slice(offset, offset + 10) } };
  });
  const location = await renderAt('/newsletters/campaigns?q=friday', <CampaignList />);
  await expect.element(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('friday');
  const table = page.getByRole('table', { name: 'Campaigns' });
  await expect.element(table.getByRole('row')).toHaveLength(11);
  expect(calls.at(-1)!.variables).toMatchObject({ search: 'friday', offset: 0, limit: 10 });
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect.element(table.getByRole('row')).toHaveLength(2);
  expect(location.history.at(-1)).toBe('/newsletters/campaigns?q=friday&page=2');
  expect(calls.at(-1)!.variables).toMatchObject({ search: 'friday', offset: 10 });
  await page.getByRole('searchbox', { name: 'Search' }).fill('brunch');
  await expect.element(table.getByRole('cell', { name: 'Saturday brunch' })).toBeVisible();
  expect(location.history.at(-1)).toBe('/newsletters/campaigns?q=brunch');
  expect(calls.at(-1)!.variables).toMatchObject({ search: 'brunch', offset: 0 });
});
