import { build } from 'vite';

/**
 * Builds the web app once before the browser suites, into dist/e2e-web so dist/web stays the user's.
 * Vitest sets NODE_ENV=test, which Vite would bake into the bundle (React's development build,
 * StrictMode's doubled effects); the e2e suite must drive what users get, so build for production.
 */
export default async function buildWeb(): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'warn', build: { outDir: '../dist/e2e-web', emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
