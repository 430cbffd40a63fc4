import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();
const ids: string[] = [];

/** Files an enquiry as the venue's site does: the public call, no token. */
const file = async (firstName: string, specialOccasion: number) => {
  const response = await fetch(`${cli.stack.api.url}/api/v1/contactUs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName, lastName: 'Khalil', email: `${firstName.toLowerCase()}@guest.test`, mobileCode: '+971', mobileNo: '501112233', dob: '1992-07-04', specialOccasion }),
  });
  const reply = (await response.json()) as { message: string; data?: { _id: string } };
  if (!reply.data) throw new Error(reply.message);
  return reply.data._id;
};

beforeAll(async () => {
  for (const [name, occasion] of [['Rami', 1], ['Sara', 2], ['Tala', 3]] as const) ids.push(await file(name, occasion));
});

describe('venue contact-us', () => {
  it('list prints the enquiries newest first with the spec’s columns; --json prints the page', async () => {
    const run = await venue(['contact-us', 'list'], cli.as);
    expect(run.code).toBe(0);
    const rows = run.stdout.trim().split('\n').map((line) => line.split('\t'));
    expect(rows.map((row) => row[3])).toEqual(['Tala Khalil', 'Sara Khalil', 'Rami Khalil']);
    expect(rows[1]).toEqual(['2', ids[1], expect.stringMatching(/^\w{3} \d{2}, \d{4}$/), 'Sara Khalil', 'sara@guest.test', '+971 501112233', 'Jul 04, 1992', 'Birthday', 'Pending']);
    expect(rows[0]?.[7]).toBe('Marriage Anniversary');
    expect(run.stderr).toContain('1-3 of 3');

    const json = await venue(['contact-us', 'list', '--json', '--search', 'rami'], cli.as);
    expect(JSON.parse(json.stdout)).toMatchObject({ count: 1, items: [{ id: ids[0], specialOccasion: 'NONE', status: 'PENDING' }] });
  });

  it('mark marks an enquiry and says so; --status filters the list; unmark sets it back to Pending', async () => {
    const marked = await venue(['contact-us', 'mark', ids[1]!, '--json'], cli.as);
    expect(marked.code).toBe(0);
    expect(marked.stderr).toContain('Enquiry status updated successfully');
    expect(JSON.parse(marked.stdout)).toMatchObject({ id: ids[1], status: 'MARKED' });

    const onlyMarked = await venue(['contact-us', 'list', '--status', 'marked', '--json'], cli.as);
    expect(JSON.parse(onlyMarked.stdout).items.map((e: { id: string }) => e.id)).toEqual([ids[1]]);
    const pending = await venue(['contact-us', 'list', '--status', 'pending', '--json'], cli.as);
    expect(JSON.parse(pending.stdout).items.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[0]]);

    const unmarked = await venue(['contact-us', 'unmark', ids[1]!], cli.as);
    expect(unmarked.code).toBe(0);
    expect(JSON.parse((await venue(['contact-us', 'list', '--status', 'marked', '--json'], cli.as)).stdout).count).toBe(0);
  });

  it('a status it does not know is invalid input (6); an unknown enquiry is not found (5); set-status is not a verb here', async () => {
    const bad = await venue(['contact-us', 'list', '--status', 'done'], cli.as);
    expect(bad.code).toBe(6);
    expect(bad.stderr).toContain('Status must be "pending" or "marked"');
    const unknown = await venue(['contact-us', 'mark', '00000000-0000-4000-8000-000000000000'], cli.as);
    expect(unknown.code).toBe(5);
    expect(unknown.stderr).toContain('Enquiry not found');
    expect((await venue(['contact-us', 'set-status', ids[0]!, 'inactive'], cli.as)).code).toBe(2);
  });

  it('a role that may only view contact us cannot mark (4)', async () => {
    const viewer = await cli.stack.api.createSubAdmin({ roleId: await cli.stack.api.createRole({ permissions: [{ name: 'contactUs', view: true }] }) });
    const asViewer = { home: cli.home, env: { VENUE_GATEWAY: cli.stack.gatewayUrl, VENUE_TOKEN: viewer.token } };
    expect((await venue(['contact-us', 'list'], asViewer)).code).toBe(0);
    const refused = await venue(['contact-us', 'mark', ids[0]!], asViewer);
    expect(refused.code).toBe(4);
  });
});
