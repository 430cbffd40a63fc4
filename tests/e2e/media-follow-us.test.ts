import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSize } from 'image-size';
import { CROP_ASPECTS } from '#domain/media';
import { startE2E, type E2E } from './lib/harness.ts';
import { callApi } from '../support/api.ts';
import { pngBytes } from '../support/media-files.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('Follow Us images', () => {
  it('crops a new picture for a slot, shows it in the grid and in the viewer', async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/followUs'));
    await page.getByRole('heading', { name: 'Follow Us', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Follow Us' }).getByRole('listitem').count()).toBe(6);

    await page.getByRole('button', { name: 'Edit Follow Us image 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Follow Us image 1' });
    await dialog.getByRole('button', { name: 'Select & save image' }).click();
    await dialog.getByText('PLease Select the image.').waitFor();

    await dialog.getByLabel('Image', { exact: true }).setInputFiles({ name: 'party.png', mimeType: 'image/png', buffer: pngBytes(600, 400) });
    await dialog.getByRole('group', { name: 'Crop image' }).waitFor();
    await dialog.getByRole('slider', { name: 'Zoom' }).fill('1.5');
    await dialog.getByRole('button', { name: 'Select & save image' }).click();

    await page.getByRole('status').filter({ hasText: 'Follow us image updated successfully' }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The card's heading names the slot; its picture is not named again.
    const picture = page.getByRole('list', { name: 'Follow Us' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Follow Us image 1' }) }).locator('img');
    await picture.waitFor();
    const src = await picture.getAttribute('src');
    expect(src).toMatch(/^\/media\/follows\/[0-9a-f-]{36}\.jpg$/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);

    // The stored crop is a JPEG at the Follow Us aspect.
    const stored = Buffer.from(await (await fetch(e2e.url(src!))).arrayBuffer());
    const { width, height, type } = imageSize(stored);
    expect(type).toBe('jpg');
    expect(width / height).toBeCloseTo(CROP_ASPECTS.followUs, 1);

    await page.getByRole('button', { name: 'View Follow Us image 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Follow Us image 1' });
    expect(await viewer.getByRole('img', { name: 'Follow Us image 1' }).getAttribute('src')).toBe(src);
  });

  it('refuses a picture over 5 MB before uploading it', async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/followUs'));
    await page.getByRole('button', { name: 'Edit Follow Us image 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Follow Us image 2' });
    const big = Buffer.concat([pngBytes(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    await dialog.getByLabel('Image', { exact: true }).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await dialog.getByText('Image must be less than 5MB.').waitFor();
    expect(await dialog.getByRole('group', { name: 'Crop image' }).count()).toBe(0);
  });

  it('sends staff whose session ended while picking an image to sign in, as every other call does (§8)', async () => {
    const { api } = e2e.stack;
    const sub = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'followUs', view: true, edit: true }] }) });
    const page = await e2e.pageWithToken(sub.token);
    await page.goto(e2e.url('/followUs'));
    await page.getByRole('button', { name: 'Edit Follow Us image 3' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Follow Us image 3' });
    await dialog.getByLabel('Image', { exact: true }).setInputFiles({ name: 'party.png', mimeType: 'image/png', buffer: pngBytes(1200, 1600) });
    await dialog.getByRole('group', { name: 'Crop image' }).waitFor();
    // The session ends while the dialog is open: the upload is the first call to find out.
    const blocked = await callApi(api.url, 'patch', '/update/subAdmin', { token: api.adminToken, body: { subAdminId: sub.id, isBlocked: true } });
    expect(blocked.status).toBe(200);
    await dialog.getByRole('button', { name: 'Select & save image' }).click();
    await page.getByRole('alert').filter({ hasText: 'Token expired please re-login' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/followUs');
  });
});
