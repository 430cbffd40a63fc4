import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../support/s3.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run seed -- <args>` as the README documents it, with only the given variables (and PATH, HOME). */
function seed(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', 'seed', '--', ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (code) => resolve({ code, stdout, stderr: stderr.replace(/^npm warn .*\n/gm, '') }));
  });
}

const files = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : []);

describe('npm run seed', () => {
  const root = mkdtempSync(join(tmpdir(), 'venue-seed-'));
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each<[string, string[], Record<string, string>, string | RegExp]>([
    ['a mistyped option', ['--bookngs', '10'], {}, /^venue seed: Unknown option '--bookngs'[^\n]* \(options: --bookings N, --users N, --seed N, --database-url URL, --data-dir DIR; --help\)\n$/],
    ['an unknown option beside --help', ['--help', '--verbose'], {}, /^venue seed: Unknown option '--verbose'[^\n]* \(options: [^\n]*; --help\)\n$/],
    ['a --database-url that is not PostgreSQL', ['--database-url', 'nonsense'], {}, 'venue seed: configuration error: --database-url must be a postgres:// or postgresql:// URL, not "nonsense"'],
    ['a malformed variable', ['--bookings', '10'], { VENUE_TIMEZONE: 'Mars/Base' }, 'venue seed: configuration error: VENUE_TIMEZONE must be an IANA time zone such as Asia/Dubai, not "Mars/Base"'],
    ['a mistyped variable', ['--bookings', '10'], { MEDIA_STOR: 's3' }, "venue seed: configuration error: MEDIA_STOR is not a known variable (see the README's Operating section for the list)"],
    ['a bad count', ['--bookings', 'many'], {}, 'venue seed: --bookings must be a whole number of at least 0'],
  ])('%s is one line, exit code 2, no stack trace, nothing opened', async (_case, args, env, line) => {
    const dataDir = join(root, `refused-${Math.random().toString(36).slice(2)}`);
    const run = await seed(args, { DATA_DIR: dataDir, ...env });
    expect({ code: run.code, stdout: run.stdout }).toEqual({ code: 2, stdout: '' });
    if (typeof line === 'string') expect(run.stderr).toBe(`${line}\n`);
    else expect(run.stderr).toMatch(line);
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);

  it.each([['--help'], ['-h']])('%s prints the usage on stdout and exits 0, reading no variable and writing nothing', async (flag) => {
    const dataDir = join(root, `help-${flag.replace(/-/g, '')}`);
    const run = await seed([flag], { DATA_DIR: dataDir, MEDIA_STOR: 's3' });
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^usage: npm run seed -- \[--bookings N\] \[--users N\] \[--seed N\] \[--database-url URL\] \[--data-dir DIR\]\n/);
    for (const option of ['--bookings N', '--users N', '--seed N', '--database-url URL', '--data-dir DIR', '-h, --help']) expect(run.stdout).toContain(`  ${option} `);
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);

  it('fills an empty embedded venue with its pictures under DATA_DIR/media, and refuses one with data (exit 6)', async () => {
    const dataDir = join(root, 'local');
    const first = await seed(['--bookings', '30', '--users', '5'], { DATA_DIR: dataDir });
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(/30 bookings, 5 users and \d+ nights from \d{4}-\d\d-\d\d in [\d.]+ s\n$/);
    expect(files(join(dataDir, 'media')).length).toBeGreaterThan(0);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    const again = await seed(['--bookings', '30', '--users', '5'], { DATA_DIR: dataDir });
    expect(again.code).toBe(6);
  }, 120_000);

  it('with MEDIA_STORE=s3 puts the pictures in the bucket, where the API reads them, not on local disk', async () => {
    const dataDir = join(root, 's3');
    const run = await seed(['--bookings', '30', '--users', '5'], {
      DATA_DIR: dataDir,
      MEDIA_STORE: 's3',
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint!,
      S3_PREFIX: 'seeded',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    expect(run.code).toBe(0);
    expect(files(join(dataDir, 'media'))).toEqual([]);
    expect(files(join(s3.directory, s3.config.bucket, 'seeded')).filter((name) => name.endsWith('._S3rver_object')).length).toBeGreaterThan(0);
  }, 120_000);
});
