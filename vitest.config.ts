import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';
import { stackCommands, stackProxy } from './tests/web/support/stack-server.ts';

// The node suites share a worker's modules from file to file (`isolate: false`): importing the API,
// the gateway and their dependencies again for every file was about a third of the run. Nothing in
// them may depend on a fresh module: state a process keeps (metrics, locks) is compared before and after.
const node = (name: string, extra: Record<string, unknown> = {}) => ({
  test: { name, include: [`tests/${name}/**/*.test.ts`], environment: 'node', isolate: false, testTimeout: 20_000, hookTimeout: 60_000, ...extra },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine. Most
    // suites wait on servers and child processes (the CLI's), so two files at a time keep both cores busy.
    maxWorkers: 2,
    projects: [
      node('domain'),
      node('api'),
      node('gateway'),
      node('cli', { globalSetup: ['tests/support/bundle-node.ts'] }),
      node('e2e', { testTimeout: 60_000, hookTimeout: 180_000, fileParallelism: false, globalSetup: ['tests/e2e/build-web.ts'] }),
      {
        plugins: [react(), stackProxy()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.tsx'],
          setupFiles: ['tests/web/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
            // A real API and gateway per test file, behind the page's /graphql (tests/web/support/stack.ts).
            commands: stackCommands,
          },
        },
      },
    ],
  },
});
