import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { DeliveryState } from '#domain/newsletters/delivery-state';
import { newsletterDeliveries, newsletterSubscribers } from '../../api/db/schema.ts';
import { insertSubscribers, letter, testMail } from '../support/newsletters.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

let outbox: string;
const cli = useCliStack(() => {
  const mail = testMail();
  outbox = mail.outboxDir;
  return { api: { config: { mail } } };
});
const emails = ['ana@guests.test', 'bo@guests.test', 'cy@guests.test'];

/** A message file in the home folder, holding `message`. */
const messageFile = (message = letter().message) => {
  const file = join(cli.home, `message-${randomUUID()}.txt`);
  writeFileSync(file, message);
  return file;
};

beforeAll(async () => {
  await insertSubscribers(cli.stack.api.db, emails);
  await insertSubscribers(cli.stack.api.db, ['left@guests.test'], false);
});
afterAll(async () => {
  rmSync(outbox, { recursive: true, force: true });
});

describe('venue newsletters', () => {
  it('list prints subscribers with their submission, count and status; --search finds by email; --json for scripts', async () => {
    const found = await venue(['newsletters', 'list', '--search', 'left@'], cli.as);
    expect(found.code).toBe(0);
    expect(found.stdout.trim().split('\t')).toEqual(['1', expect.any(String), 'left@guests.test', expect.stringMatching(/^\w{3} \d{2}, \d{4}$/), '1', 'UnSubscribed']);
    const all = await venue(['newsletters', 'list', '--json'], cli.as);
    expect(JSON.parse(all.stdout)).toMatchObject({ count: 4 });
  });

  it('send refuses without --yes off a terminal, and checks the newsletter before anything is sent', async () => {
    const unconfirmed = await venue(['newsletters', 'send', '--subject', letter().subject, '--message-file', messageFile()], cli.as);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain(`Refusing to send "${letter().subject}" to 3 subscribers without confirmation: pass --yes when not on a terminal.`);
    const dry = await venue(['newsletters', 'send', '--subject', letter().subject, '--message-file', messageFile(), '--dry-run'], cli.as);
    expect(dry.code).toBe(0);
    expect(dry.stderr).toContain(`Dry run: would send "${letter().subject}" to 3 subscribers; nothing was sent.`);
    const short = await venue(['newsletters', 'send', '--subject', 'Too short', '--message-file', messageFile(), '--yes'], cli.as);
    expect(short.code).toBe(6);
    expect(short.stderr).toContain('Subject must be at least 10 characters long');
    const long = await venue(['newsletters', 'send', '--subject', letter().subject, '--message-file', messageFile('m'.repeat(1001)), '--yes'], cli.as);
    expect(long.code).toBe(6);
    expect(long.stderr).toContain('Message must not exceed 1000 characters');
    const missing = await venue(['newsletters', 'send', '--subject', letter().subject, '--message-file', join(cli.home, 'nope.txt'), '--yes'], cli.as);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Cannot read');
    expect(readdirSync(outbox)).toEqual([]);
  });

  it('send --yes in a script sends once, follows the campaign and prints a summary line, then the campaign', async () => {
    const run = await venue(['newsletters', 'send', '--subject', 'Saturday rooftop party', '--message-file', messageFile(), '--yes'], cli.as);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('Newsletter queued for 3 subscribers');
    expect(run.stderr).toContain('Sent 3 of 3 subscribers: 3 done, 0 failed, 0 skipped.');
    expect(run.stderr).not.toContain('[#');
    const [id, , subject, state, sent, failed, pending, total] = run.stdout.trim().split('\t');
    expect([subject, state, sent, failed, pending, total]).toEqual(['Saturday rooftop party', 'Sent', '3', '0', '0', '3']);
    expect(readdirSync(outbox).filter((f) => f.endsWith('.eml'))).toHaveLength(3);

    const status = await venue(['newsletters', 'status', id!, '--json'], cli.as);
    expect(JSON.parse(status.stdout)).toMatchObject({ id, subject: 'Saturday rooftop party', total: 3, sent: 3, failed: 0, pending: 0, sending: false, failures: [] });
  });

  it('send on a terminal asks with the number of recipients, then draws a progress bar; the message may come on stdin', async () => {
    const question = 'Send "Sunday brunch returns" to 3 subscribers? [y/N]';
    const kept = await venue(['newsletters', 'send', '--subject', 'Sunday brunch returns', '--message-file', messageFile()], { ...cli.as, tty: true, answers: [{ when: question, reply: 'n' }] });
    expect(kept.code).toBe(0);
    expect(kept.stdout).toContain('Cancelled; nothing was sent.');
    const run = await venue(['newsletters', 'send', '--subject', 'Sunday brunch returns', '--message-file', messageFile(), '--json'], { ...cli.as, tty: true, answers: [{ when: question, reply: 'y' }] });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/█{30} 100% 3\/3 {2}3 of 3 sent/);
    expect(run.stdout).toContain('"sent": 3');

    const piped = await venue(['newsletters', 'send', '--subject', 'From standard input', '--message-file', '-', '--yes', '--json'], { ...cli.as, input: letter().message });
    expect(piped.code).toBe(0);
    expect(JSON.parse(piped.stdout)).toMatchObject({ subject: 'From standard input', message: letter().message, sent: 3 });
  });

  it('status lists the latest campaigns, shows failed recipients, and says when a campaign is unknown (5)', async () => {
    const list = await venue(['newsletters', 'status'], cli.as);
    expect(list.code).toBe(0);
    expect(list.stdout.split('\n')[0]).toContain('From standard input');
    const page = JSON.parse((await venue(['newsletters', 'status', '--json'], cli.as)).stdout);
    expect(page.count).toBe(3);
    const { id } = page.items[0];
    const [delivery] = await cli.stack.api.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.campaignId, id)).limit(1);
    await cli.stack.api.db.update(newsletterDeliveries).set({ state: DeliveryState.FAILED, lastError: '550 5.1.1 No such user' }).where(eq(newsletterDeliveries.id, delivery!.id));
    const one = await venue(['newsletters', 'status', id], cli.as);
    expect(one.code).toBe(0);
    expect(one.stderr).toContain('From standard input: 2 of 3 sent, 1 failed');
    expect(one.stderr).toContain('Failed recipients:');
    expect(one.stdout.trim().split('\n')[1]!.split('\t')).toEqual([delivery!.email, '1', '550 5.1.1 No such user']);
    const unknown = await venue(['newsletters', 'status', randomUUID()], cli.as);
    expect(unknown.code).toBe(5);
    expect(unknown.stderr).toContain('Campaign not found');
  });

  it('send reports each address whose delivery failed, then the summary line, and exits 8', async () => {
    // The outbox turned into a file: every message fails to be written, as a refusing mail server would.
    rmSync(outbox, { recursive: true, force: true });
    writeFileSync(outbox, '');
    try {
      const run = await venue(['newsletters', 'send', '--subject', 'Nobody will get this', '--message-file', messageFile(), '--yes'], cli.as);
      expect(run.code).toBe(8);
      for (const email of emails) expect(run.stderr).toMatch(new RegExp(`failed {2}${email}: \\S`));
      expect(run.stderr).toContain('Sent 0 of 3 subscribers: 0 done, 3 failed, 0 skipped.');
    } finally {
      rmSync(outbox, { force: true });
    }
  });

  it('with nobody subscribed, send says so (6) and sends nothing', async () => {
    await cli.stack.api.db.update(newsletterSubscribers).set({ isSubscribed: false });
    const run = await venue(['newsletters', 'send', '--subject', letter().subject, '--message-file', messageFile(), '--yes'], cli.as);
    expect(run.code).toBe(6);
    expect(run.stderr).toContain('There are no subscribers to send to');
  });
});
