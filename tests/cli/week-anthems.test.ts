import { describe, expect, it, vi } from 'vitest';
import { seedMedia } from '../support/seed-media.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();

type Anthem = { id: string; weekDay: string; offer: string; description: string; primaryImage: string | null; icon: string | null };

const anthems = async (...args: string[]) => JSON.parse((await venue(['week-anthems', 'list', '--json', ...args], cli.as)).stdout) as Anthem[];

describe('venue week-anthems', () => {
  it('lists the seven days, Monday first, named in the table; --search finds a day by name', async () => {
    expect((await anthems()).map((a) => a.weekDay)).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
    const rows = await venue(['week-anthems', 'list'], cli.as);
    expect(rows.code).toBe(0);
    expect(rows.stdout.trim().split('\n').map((line) => line.split('\t')[0])).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect((await anthems('--search', 'friday')).map((a) => a.weekDay)).toEqual(['FRIDAY']);
  });

  it('update sets the offer and description and a picture, keeping what is not given; get shows it', async () => {
    const [friday] = await anthems('--search', 'friday');
    const image = await seedMedia(cli.stack.api.db, 'weekAnthems');
    const run = await venue(['week-anthems', 'update', friday!.id, '--offer', 'Ladies night', '--description', 'Fridays', '--image', image, '--json'], cli.as);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('Week anthem updated successfully');
    expect(JSON.parse(run.stdout)).toMatchObject({ weekDay: 'FRIDAY', offer: 'Ladies night', description: 'Fridays', primaryImage: image });
    const offerOnly = await venue(['week-anthems', 'update', friday!.id, '--offer', '2 for 1', '--json'], cli.as);
    expect(JSON.parse(offerOnly.stdout)).toMatchObject({ offer: '2 for 1', description: 'Fridays', primaryImage: image });

    const got = await venue(['week-anthems', 'get', friday!.id], cli.as);
    expect(got.stdout.trim().split('\t')).toEqual(['Friday', friday!.id, '2 for 1', image, 'N/A', 'Fridays']);
  });

  it('a blank offer is the API’s message (6); an unknown id is not found (5); there is no set-status or delete', async () => {
    const [monday] = await anthems();
    const blank = await venue(['week-anthems', 'update', monday!.id, '--offer', ' '], cli.as);
    expect(blank.code).toBe(6);
    expect(blank.stderr).toContain('Offer is required');
    const missing = await venue(['week-anthems', 'get', '00000000-0000-4000-8000-000000000000'], cli.as);
    expect(missing.code).toBe(5);
    expect(missing.stderr).toContain('Week anthem not found');
    expect((await venue(['week-anthems', 'delete', monday!.id, '--yes'], cli.as)).code).toBe(2);
  });
});
