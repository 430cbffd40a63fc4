import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reportSize } from './web/build/report-size.ts';

/** The web console: built into dist/web, served by the gateway; `npm run dev` proxies to it. */
export default defineConfig({
  root: 'web',
  publicDir: false,
  // MEDIA_BASE_URL (the spec's cloud storage base address) and VENUE_TIMEZONE are read at build time, as `npm start` builds.
  envPrefix: ['VITE_', 'MEDIA_BASE_URL', 'VENUE_TIMEZONE'],
  plugins: [react(), reportSize()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Source maps publish the source to anyone; WEB_SOURCEMAPS=true builds them for debugging.
    sourcemap: process.env.WEB_SOURCEMAPS === 'true',
  },
  server: {
    proxy: {
      '/graphql': process.env.VENUE_GATEWAY ?? 'http://127.0.0.1:4000',
      '/upload': process.env.VENUE_GATEWAY ?? 'http://127.0.0.1:4000',
      '/media': process.env.VENUE_GATEWAY ?? 'http://127.0.0.1:4000',
    },
  },
});
