import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { webHeaders } from './web-headers.ts';

const PRECOMPRESSED = /^\/assets\/[^/]+\.(js|css)$/;
// The API's paths are never the web app's: an unknown one stays a 404, not the app's page.
const NOT_CLIENT_ROUTES = ['/graphql', '/upload', '/media', '/api'];

/** Vite names every built asset by its content hash, so a URL under /assets never changes meaning. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// Client routes never have a file extension: a missing asset stays a 404 rather than becoming HTML.
const isClientRoute = (urlPath: string) =>
  path.extname(urlPath) === '' && !NOT_CLIENT_ROUTES.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));

/**
 * Serves the built web app, with client routes (GET or HEAD, accepting HTML) falling back to index.html:
 * compressed (brotli or gzip, as the browser accepts; built scripts and styles as their brotli files of the build), with the security headers of webHeaders,
 * hashed assets cached for good and index.html revalidated on every load.
 */
export const webApp = (webDir: string, mediaBaseUrl?: string): RequestHandler[] => {
  const root = path.resolve(webDir);
  const index = path.join(root, 'index.html');
  const headers = webHeaders(mediaBaseUrl);
  const secure: RequestHandler = (_req, res, next) => {
    res.set(headers);
    next();
  };
  const fallback: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isClientRoute(req.path) || !req.accepts('html') || !existsSync(index)) return next();
    res.set('cache-control', 'no-cache').sendFile(index);
  };
  // A built script or style sheet with its brotli twin (web/build/precompress.ts) is sent as that twin to browsers accepting brotli.
  const precompressed: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PRECOMPRESSED.test(req.path) || req.acceptsEncodings('br', 'identity') !== 'br') return next();
    const file = path.join(root, path.normalize(req.path));
    if (!file.startsWith(`${root}${path.sep}assets${path.sep}`) || !existsSync(`${file}.br`)) return next();
    res.type(path.extname(file)).set({ 'Content-Encoding': 'br', 'Cache-Control': IMMUTABLE, Vary: 'Accept-Encoding' });
    res.sendFile(`${file}.br`, { cacheControl: false });
  };
  const files = express.static(root, {
    index: false,
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', path.relative(root, file).startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
    },
  });
  return [compression(), secure, precompressed, files, fallback];
};
