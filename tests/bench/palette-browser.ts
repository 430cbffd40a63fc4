/**
 * Goal 4 in a real browser: keystroke to results on screen in the palette, timed inside Chromium
 * from each key's keydown to the first frame where the palette's record search has answered for the
 * text typed so far (its "Searching…" came and went), debounce, gateway, API and rendering included.
 * Run on the demo venue of an embedded start (a small venue: the figure at a million bookings is
 * the lists part's, measured without a browser).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser } from 'playwright-core';
// @ts-expect-error -- plain JavaScript build script, no type declarations
import { ensureBundle as ensure, ensureWeb } from '../../scripts/bundle.mjs';
import { launchChromium } from '../support/chromium.ts';
import { signIn } from '../support/http.ts';
import { percentile } from './lib/load.ts';
import { freePort, startNode, waitFor200 } from './lib/processes.ts';
import { figure, heading } from './lib/report.ts';

const ensureBundle = ensure as (name: string) => Promise<string>;
const ADMIN = { ADMIN_EMAIL: 'bench@venue.test', ADMIN_PASSWORD: 'Bench-pass-12345', DEMO_DATA: 'true' };
const TARGET_MS = 100;
const ROUNDS = Number(process.env.BENCH_PALETTE_ROUNDS ?? 5);
const KEY_TIMEOUT_MS = 5_000;

declare global {
  interface Window {
    __keystrokes?: number[];
  }
}

/** Texts a user would type: labels the search finds in the demo venue, from one search of the API. */
async function textsToType(origin: string, token: string): Promise<string[]> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ search(text: "e", limit: 50) { label } }' }),
  });
  const reply = (await response.json()) as { data?: { search: { label: string }[] } };
  const labels = [...new Set((reply.data?.search ?? []).map((hit) => hit.label.split(/[ <·]/)[0]!.trim()).filter((label) => label.length >= 4))];
  if (labels.length === 0) throw new Error('the demo venue has nothing to search for');
  return labels.slice(0, ROUNDS);
}

/** Runs the figure against the built console served by the compiled server. */
export async function benchPaletteBrowser(): Promise<void> {
  heading('Palette: keystroke to results on screen (Chromium, demo venue, one process)');
  await ensureWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-palette-'));
  const [port, apiPort] = await Promise.all([freePort(), freePort()]);
  const server = startNode([await ensureBundle('server')], { ...ADMIN, DATA_DIR: dataDir, PORT: String(port), API_PORT: String(apiPort) });
  let browser: Browser | undefined;
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitFor200(`${origin}/login`, server, performance.now(), { timeoutMs: 180_000 });
    const token = await signIn(`http://127.0.0.1:${apiPort}`, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const texts = await textsToType(origin, token);
    browser = await launchChromium();
    const page = await browser.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(ADMIN.ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN.ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/dashboard/);
    await page.getByText(/^Welcome/).first().waitFor();
    // Timed in the page: keydown → the first frame where the search has been under way and is done.
    // Given as text: tsx would wrap the page's named functions in a helper the page does not have.
    await page.evaluate(`
      window.__keystrokes = [];
      window.addEventListener('keydown', (event) => {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || !document.querySelector('[cmdk-input]')) return;
        const started = performance.now();
        let searching = false;
        const check = () => {
          const busy = document.querySelector('[cmdk-loading]') !== null;
          if (busy) searching = true;
          if (searching && !busy) window.__keystrokes.push(performance.now() - started);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }, true);
    `);
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    let typed = 0;
    for (const text of texts) {
      await page.keyboard.press('Control+k');
      await palette.waitFor();
      for (const key of text) {
        await page.keyboard.press(key);
        typed += 1;
        await page.waitForFunction((count) => (window.__keystrokes?.length ?? 0) >= count, typed, { timeout: KEY_TIMEOUT_MS });
      }
      await page.keyboard.press('Escape');
      await palette.waitFor({ state: 'hidden' });
    }
    const took = ((await page.evaluate(() => window.__keystrokes ?? [])) as number[]).sort((a, b) => a - b);
    process.stdout.write(`  ${took.length} keystrokes over ${texts.length} texts: p50 ${percentile(took, 50).toFixed(0)} ms, p95 ${percentile(took, 95).toFixed(0)} ms\n`);
    figure({ goal: 'search', name: 'browser: keystroke to results on screen p95 (demo venue)', value: percentile(took, 95), unit: 'ms', target: TARGET_MS, better: 'lower' });
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
