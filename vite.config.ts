import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { lightDeclarations } from './web/build/light-declarations.ts';
import { listChunk } from './web/build/list-chunk.ts';
import { loginZod } from './web/build/login-zod.ts';
import { precompress } from './web/build/precompress.ts';
import { persistedDocuments } from './web/build/persisted-documents.ts';
import { reportSize } from './web/build/report-size.ts';

/** The web console: built into dist/web, served by the gateway; `npm run dev` proxies to it. */
export default defineConfig({
  // Absolute, so the build works from any working directory (scripts/bundle.mjs, the e2e set-up).
  root: fileURLToPath(new URL('./web', import.meta.url)),
  publicDir: false,
  // MEDIA_BASE_URL (the spec's cloud storage base address) and VENUE_TIMEZONE are read at build time, as `npm start` builds.
  envPrefix: ['VITE_', 'MEDIA_BASE_URL', 'VENUE_TIMEZONE'],
  plugins: [lightDeclarations(), loginZod(), persistedDocuments(), react(), reportSize(), precompress()],
  resolve: {
    // The console's documents as hashes of the trusted manifest only (graphql/codegen.ts): no GraphQL text or parser in the browser.
    alias: [{ find: /^#gql$/, replacement: fileURLToPath(new URL('./graphql/generated/web/index.ts', import.meta.url)) }],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Source maps publish the source to anyone; WEB_SOURCEMAPS=true builds them for debugging.
    sourcemap: process.env.WEB_SOURCEMAPS === 'true',
    rolldownOptions: { output: { codeSplitting: { groups: [listChunk] } } },
  },
  server: {
    proxy: {
      '/graphql': process.env.VENUE_GATEWAY ?? 'http://127.0.0.1:4000',
      '/upload': process.env.VENUE_GATEWAY ?? 'http://127.0.0.1:4000',
      '/media': process.env.VENUE_GATEWAY ?? 'http://127.0.0.1:4000',
    },
  },
});
