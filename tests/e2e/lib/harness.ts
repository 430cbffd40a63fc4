import { resolve } from 'node:path';
import { decodeJwt } from 'jose';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../../support/chromium.ts';
import { startTestStack, type TestStack, type TestStackOptions } from '../../support/gateway.ts';

/** Where tests/e2e/build-web.ts puts the web app. */
const WEB_DIR = resolve(import.meta.dirname, '../../../dist/e2e-web');

/** Bounded wait for anything a user would see (the box is slow when shared). */
const SEEN_MS = 10_000;

/** A stack (API + gateway serving the built console) and a Chromium, shared by one test file. */
export interface E2E {
  stack: TestStack;
  /** Absolute URL of a console path on the gateway. */
  url(path: string): string;
  /** A page in a fresh browser context (no storage shared with other tests); `device` overrides the 1280 × 800 desktop (a phone's viewport, touch). */
  newPage(device?: BrowserContextOptions): Promise<Page>;
  /** A fresh page whose first load already holds `token` in localStorage, as after a sign-in. */
  pageWithToken(token: string, device?: BrowserContextOptions): Promise<Page>;
  /** A token for the first Admin that the API itself signed with an expiry in the past. */
  expiredAdminToken(): Promise<string>;
  close(): Promise<void>;
}

/** Starts a fresh stack and browser for one test file. */
export async function startE2E(opts: Omit<TestStackOptions, 'webDir'> = {}): Promise<E2E> {
  const stack = await startTestStack({ ...opts, webDir: WEB_DIR });
  const browser = await launchChromium().catch(async (error: unknown) => {
    await stack.close();
    throw error;
  });
  const contexts: BrowserContext[] = [];
  // Every page runs under the gateway's Content-Security-Policy; anything it blocks fails the file.
  const blocked: string[] = [];
  const newContext = async (device: BrowserContextOptions = {}) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...device });
    context.setDefaultTimeout(SEEN_MS);
    context.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    contexts.push(context);
    return context;
  };
  return {
    stack,
    url: (path) => new URL(path, stack.gatewayUrl).href,
    async newPage(device) {
      return (await newContext(device)).newPage();
    },
    async pageWithToken(token, device) {
      const context = await newContext(device);
      // Only the tab's first document gets the token: later loads must see what the app stored.
      await context.addInitScript((value) => {
        if (sessionStorage.getItem('e2e-seeded')) return;
        sessionStorage.setItem('e2e-seeded', '1');
        localStorage.setItem('token', value);
      }, token);
      return context.newPage();
    },
    async expiredAdminToken() {
      const { sub } = decodeJwt(stack.api.adminToken);
      if (!sub) throw new Error('The admin token has no subject');
      return stack.api.openSession(sub, Math.floor(Date.now() / 1000) - 60);
    },
    async close() {
      await Promise.allSettled(contexts.map((c) => c.close()));
      await browser.close();
      await stack.close();
      if (blocked.length > 0) throw new Error(`The Content-Security-Policy blocked:\n${blocked.join('\n')}`);
    },
  };
}
