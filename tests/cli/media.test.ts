import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfBytes, pngBytes } from '../support/media-files.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();

beforeAll(async () => {
  writeFileSync(join(cli.home, 'logo.png'), pngBytes(48, 27));
  writeFileSync(join(cli.home, 'menu.pdf'), pdfBytes());
  writeFileSync(join(cli.home, 'page.html'), '<!doctype html><script>alert(1)</script>');
});

describe('venue media upload', () => {
  it('prints one key a line, and the file is served back byte for byte', async () => {
    const run = await venue(['media', 'upload', 'logo.png', 'menu.pdf', '--path', 'menu'], cli.as);
    expect(run.code).toBe(0);
    const keys = run.stdout.trim().split('\n');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^menu\/[0-9a-f-]{36}\.png$/);
    expect(keys[1]).toMatch(/^menu\/[0-9a-f-]{36}\.pdf$/);
    const served = Buffer.from(await (await fetch(`${cli.stack.gatewayUrl}/media/${keys[0]}`)).arrayBuffer());
    expect(served.equals(pngBytes(48, 27))).toBe(true);
  });

  it('--json prints the sizes of images', async () => {
    const run = await venue(['media', 'upload', 'logo.png', '--path', 'icons', '--json'], cli.as);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([{ Key: expect.stringMatching(/^icons\//), width: 48, height: 27 }]);
  });

  it('exits 6 with the API message for a refused file or a bad section, 3 when not signed in', async () => {
    const refused = await venue(['media', 'upload', 'page.html', '--path', 'gallery'], cli.as);
    expect(refused).toMatchObject({ code: 6, stdout: '' });
    expect(refused.stderr).toContain('Only JPEG, PNG or WebP images are allowed.');
    const badSection = await venue(['media', 'upload', 'logo.png', '--path', 'secrets'], cli.as);
    expect(badSection.code).toBe(6);
    expect(badSection.stderr).toContain('path must be one of: menu, icons');
    const anonymous = await venue(['media', 'upload', 'logo.png', '--path', 'menu'], { home: cli.home, env: { VENUE_GATEWAY: cli.stack.gatewayUrl } });
    expect(anonymous.code).toBe(3);
  });

  it('exits 2 naming the path of a file that is not there, or of a folder', async () => {
    for (const path of ['missing.png', '.']) {
      const run = await venue(['media', 'upload', 'logo.png', path, '--path', 'gallery'], cli.as);
      expect(run).toMatchObject({ code: 2, stdout: '' });
      expect(run.stderr).toBe(`venue: Cannot read ${path}: no such file, or not a readable file\n`);
    }
  });
});
