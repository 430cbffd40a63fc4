import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

const NOT_CLIENT_ROUTES = ['/graphql', '/upload', '/media'];

// Client routes never have a file extension: a missing asset stays a 404 rather than becoming HTML.
const isClientRoute = (urlPath: string) =>
  path.extname(urlPath) === '' && !NOT_CLIENT_ROUTES.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));

/** Serves the built web app, with client routes (GET, accepting HTML) falling back to index.html. */
export const webApp = (webDir: string): RequestHandler[] => {
  const root = path.resolve(webDir);
  const index = path.join(root, 'index.html');
  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' || !isClientRoute(req.path) || !req.accepts('html') || !existsSync(index)) return next();
    res.set('cache-control', 'no-cache').sendFile(index);
  };
  return [express.static(root, { index: false }), fallback];
};
