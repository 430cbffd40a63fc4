import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** Chromium from Debian's package; no browser is ever downloaded. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const node = (name: string, extra: Record<string, unknown> = {}) => ({
  test: { name, include: [`tests/${name}/**/*.test.ts`], environment: 'node', testTimeout: 20_000, hookTimeout: 60_000, ...extra },
});

export default defineConfig({
  test: {
    projects: [
      node('domain'),
      node('api'),
      node('gateway'),
      node('cli'),
      node('e2e', { testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false }),
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
