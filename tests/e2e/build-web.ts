import { build } from 'vite';

/** Builds the web app once before the browser suites, into dist/e2e-web so dist/web stays the user's. */
export default async function buildWeb(): Promise<void> {
  await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir: '../dist/e2e-web', emptyOutDir: true } });
}
