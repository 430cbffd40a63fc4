import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '#domain/format';
import { letter, testMail } from '../support/newsletters.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { startE2E, type E2E } from './lib/harness.ts';
import { cellsOf } from './lib/cells.ts';

// The mail server accepts nothing until the test has seen the campaign being sent.
let release: () => void = () => {};
const held = new Promise<void>((resolve) => {
  release = resolve;
});

let smtp: TestSmtpServer;
let e2e: E2E;
beforeAll(async () => {
  smtp = await startSmtpServer({ hold: held });
  e2e = await startE2E({ api: { config: { mail: testMail({ smtpUrl: smtp.url }) } } });
});
afterAll(async () => {
  release();
  await e2e?.close();
  await smtp?.close();
});

/** Calls one of the venue site's public endpoints through the gateway, as the site does (no token). */
async function fromTheSite(path: string, body: unknown): Promise<{ status: number; message: string }> {
  const response = await fetch(e2e.url(`/api/v1${path}`), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

describe('newsletters', () => {
  it('three subscribers from the site; the send form refuses a short subject, then the campaign is watched from 0 to 3 sent', async () => {
    const emails = ['amal@guests.test', 'bruno@guests.test', 'chen@guests.test'];
    for (const email of emails) expect(await fromTheSite('/newsletter/subscribe', { email })).toEqual({ status: 200, message: 'Subscribed successfully' });

    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/newsletters'));
    await page.getByRole('heading', { name: 'News Letters', exact: true }).waitFor();
    const subscribers = page.getByRole('table', { name: 'Subscribers' });
    await subscribers.getByRole('row').filter({ hasText: emails[2]! }).waitFor();
    expect(await subscribers.getByRole('columnheader').allInnerTexts()).toEqual(['#', 'Email', 'Last Submission', 'Subscribe Count', 'Status']);
    for (const email of emails) expect((await cellsOf(subscribers.getByRole('row').filter({ hasText: email }))).slice(3)).toEqual(['1', 'Subscribed']);

    await page.getByRole('link', { name: 'Send Email' }).click();
    await page.waitForURL('**/newsletters/sendEmail');
    await page.getByRole('heading', { name: 'Send Email' }).waitFor();
    const { subject, message } = letter('Friday night at the venue');
    await page.getByLabel('Subject').fill('Friday');
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const subjectField = page.locator('.field').filter({ has: page.getByLabel('Subject') });
    await subjectField.getByText('Subject must be at least 10 characters long', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/newsletters/sendEmail');

    await page.getByLabel('Subject').fill(subject);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Newsletter queued for 3 subscribers').waitFor();
    await page.waitForURL('**/newsletters/campaigns');

    // Nothing is delivered yet: the campaign shows as being sent.
    const campaigns = page.getByRole('table', { name: 'Campaigns' });
    const row = campaigns.getByRole('row').filter({ hasText: subject });
    await row.waitFor();
    expect(await campaigns.getByRole('columnheader').allInnerTexts()).toEqual(['#', 'Date', 'Subject', 'Sent By', 'Status', 'Progress', 'Failed']);
    expect((await cellsOf(row)).slice(2, 7)).toEqual([subject, 'Test Admin', 'Sending', '0 of 3 sent, 3 pending', '0']);

    // Delivered: the open screen follows on its own, to 3 sent.
    release();
    await expect.poll(async () => (await cellsOf(row)).slice(4, 7), { timeout: 20_000 }).toEqual(['Sent', '3 of 3 sent', '0']);
    expect(await row.getByRole('progressbar', { name: `Progress of ${subject}` }).evaluate((bar: HTMLProgressElement) => [bar.value, bar.max])).toEqual([3, 3]);
    expect(smtp.received.map((m) => m.to).sort()).toEqual(emails);
    for (const mail of smtp.received) expect(mail.raw).toContain(`Subject: ${subject}`);
  });
});

describe('contact us', () => {
  it('an enquiry filed from the site is marked from its dropdown and stays Marked after a reload', async () => {
    const enquiry = { firstName: 'Dana', lastName: 'Haddad', email: 'dana@guests.test', mobileCode: '+971', mobileNo: '501234567', dob: '1994-05-17', specialOccasion: 2 };
    expect(await fromTheSite('/contactUs', enquiry)).toEqual({ status: 201, message: 'Enquiry received successfully' });

    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/contactUs'));
    await page.getByRole('heading', { name: 'Contact Us', exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Contact Us' });
    const row = table.getByRole('row').filter({ hasText: 'dana@guests.test' });
    await row.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['#', 'Date', 'Name', 'Email', 'Mobile', 'Dob', 'Special Occasion', 'Status']);
    expect((await cellsOf(row)).slice(2, 7)).toEqual(['Dana Haddad', 'dana@guests.test', '+971 501234567', formatDate('1994-05-17'), 'Birthday']);
    const status = row.getByRole('combobox', { name: 'Status of Dana Haddad' });
    expect(await status.inputValue()).toBe('PENDING');

    await status.selectOption({ label: 'Marked' });
    await page.getByText('Enquiry status updated successfully').waitFor();
    expect(await status.inputValue()).toBe('MARKED');
    await page.reload();
    await row.waitFor();
    expect(await status.inputValue()).toBe('MARKED');

    // The status filter agrees: no longer among the pending, among the marked.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Pending' });
    await page.waitForURL('**/contactUs?status=pending');
    await page.getByText('DATA NOT FOUND').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Marked' });
    await page.waitForURL('**/contactUs?status=marked');
    await row.waitFor();
  });
});

// Bookings (issue 10: a booking's payment tooltip read by keyboard) are tested in their own change.
