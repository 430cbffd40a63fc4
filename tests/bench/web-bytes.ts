/**
 * Goal 5: the JavaScript a real browser downloads (compressed, as the gateway serves it) for the
 * login screen and for list screens opened after sign-in (a generated one and a hand-written one), counted from Chromium's own network log.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from 'playwright-core';
// @ts-expect-error -- plain JavaScript build script, no type declarations
import { ensureBundle as ensure, ensureWeb } from '../../scripts/bundle.mjs';
import { launchChromium } from '../support/chromium.ts';
import { freePort, startNode, waitFor200 } from './lib/processes.ts';
import { figure, heading } from './lib/report.ts';

const ensureBundle = ensure as (name: string) => Promise<string>;
const ADMIN = { ADMIN_EMAIL: 'bench@venue.test', ADMIN_PASSWORD: 'Bench-pass-12345', DEMO_DATA: 'false' };
const TARGET_KB = 100;

/** Loads `path` in a fresh page with an empty cache and sums the encoded (over the wire) bytes of its scripts. */
async function scriptBytes(page: Page, url: string, ready: () => Promise<unknown>): Promise<{ kB: number; files: number; raw: number }> {
  const sizes: Promise<{ wire: number; raw: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      Promise.all([response.request().sizes(), response.body()]).then(([s, body]) => {
        if (process.env.BENCH_VERBOSE) process.stdout.write(`    ${response.url().split('/').pop()} ${(s.responseBodySize / 1024).toFixed(1)} kB\n`);
        return { wire: s.responseBodySize, raw: body.length };
      }),
    );
  });
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(sizes);
  return { kB: all.reduce((sum, s) => sum + s.wire, 0) / 1024, files: all.length, raw: all.reduce((sum, s) => sum + s.raw, 0) / 1024 };
}

/** Runs goal 5's two figures against the built console served by the compiled server. */
export async function benchWebBytes(): Promise<void> {
  heading('Initial JavaScript over the wire (Chromium, compressed as the gateway serves it)');
  await ensureWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-web-'));
  const [port, apiPort] = await Promise.all([freePort(), freePort()]);
  const server = startNode([await ensureBundle('server')], { ...ADMIN, DATA_DIR: dataDir, PORT: String(port), API_PORT: String(apiPort) });
  let browser: Browser | undefined;
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitFor200(`${origin}/login`, server, performance.now());
    browser = await launchChromium();
    const context = await browser.newContext();
    const login = await context.newPage();
    const atLogin = await scriptBytes(login, `${origin}/login`, () => login.getByRole('button', { name: 'Sign In' }).waitFor());
    process.stdout.write(`  /login: ${atLogin.files} scripts, ${atLogin.raw.toFixed(1)} kB uncompressed\n`);
    figure({ goal: 'web', name: 'login screen: initial JS transferred', value: atLogin.kB, unit: 'kB', target: TARGET_KB, better: 'lower' });

    await login.getByLabel('Email').fill(ADMIN.ADMIN_EMAIL);
    await login.getByLabel('Password').fill(ADMIN.ADMIN_PASSWORD);
    await login.getByRole('button', { name: 'Sign In' }).click();
    await login.waitForURL(/dashboard/);
    // A generated list (roles) and a hand-written one (categories), each in a fresh page of the signed-in context:
    // the session is in localStorage, the HTTP cache is not shared with a new page's first load.
    for (const [path, heading, name] of [['/roles', 'Roles', 'roles list'], ['/categories', 'Categories', 'categories list (hand-written)']] as const) {
      const list = await context.newPage();
      await list.route('**/*', (route) => route.continue({ headers: { ...route.request().headers(), 'cache-control': 'no-cache' } }));
      const atList = await scriptBytes(list, `${origin}${path}`, () => list.getByRole('heading', { name: heading }).first().waitFor());
      process.stdout.write(`  ${path} after sign-in: ${atList.files} scripts, ${atList.raw.toFixed(1)} kB uncompressed\n`);
      figure({ goal: 'web', name: `${name} after sign-in: initial JS transferred`, value: atList.kB, unit: 'kB', target: TARGET_KB, better: 'lower' });
      await list.close();
    }
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
