/**
 * The real stack behind the browser-mode component tests (Node side). Each test file starts its own
 * API and gateway (PGlite from the migrated snapshot) with the `startStack` command; the browser's
 * calls to `/graphql` and `/api/` on Vitest's page server are passed on to the gateway of the file
 * that made them, found from the iframe's address in the Referer (`?iframeId=<test file>`). Seeds
 * that no REST call makes (bookings, deleted records) run here, against that file's API.
 */
import http from 'node:http';
import type { Plugin } from 'vite';
import type { BrowserCommand } from 'vitest/node';
import { startTestStack, type TestStack } from '../../support/gateway.ts';
import { seeds } from './seeds/index.ts';

const stacks = new Map<string, TestStack>();

/** The test file a command came from: commands are only called from test files. */
const calledFrom = (testPath: string | undefined) => {
  if (!testPath) throw new Error('a stack command called outside a test file');
  return testPath;
};

const stackOf = (testPath: string | undefined) => {
  const stack = stacks.get(calledFrom(testPath));
  if (!stack) throw new Error(`no stack started for ${testPath}: call useStack() in the test file`);
  return stack;
};

/** The test file a browser request came from, from its Referer's `iframeId`. */
const fileOf = (referer: string | undefined) => {
  if (!referer) return undefined;
  try {
    return new URL(referer).searchParams.get('iframeId') ?? undefined;
  } catch {
    return undefined;
  }
};

// Every path the gateway serves itself, beside the web app: GraphQL, uploads, media, exports and the public REST calls.
const PASSED_ON = /^\/(graphql(\?|$)|upload(\?|$)|api\/v1\/|media\/|export\/)/;

/** A request a test holds back (the network being slow for it) until it lets it go. */
type Hold = { marker: string; released: Promise<void>; release(): void };
const holds = new Map<string, Hold>();

const readBody = (req: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** Vite plugin: passes the page's GraphQL, REST, upload, media and export calls on to the calling file's gateway. */
export const stackProxy = (): Plugin => ({
  name: 'venue-test-stack-proxy',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      if (!req.url || !PASSED_ON.test(req.url)) return next();
      const file = fileOf(req.headers.referer);
      const stack = file ? stacks.get(file) : undefined;
      if (!stack) {
        res.statusCode = 502;
        res.end(`no test stack for ${file ?? 'this page'}`);
        return;
      }
      const target = new URL(req.url, stack.gatewayUrl);
      const forward = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      });
      forward.on('error', (error) => {
        if (res.headersSent) return void res.destroy();
        res.statusCode = 502;
        res.end(String(error));
      });
      const hold = holds.get(file!);
      if (!hold) return void req.pipe(forward);
      // A held request is read whole, and sent on only once the test lets it go when it holds the marker.
      void readBody(req).then(async (body) => {
        if (body.includes(hold.marker)) await hold.released;
        forward.end(body);
      });
    });
  },
});

/** What a test file gets when its stack has started: the signed-in Admin's token. */
export type StartedStack = { token: string };

const startStack: BrowserCommand<[]> = async ({ testPath }): Promise<StartedStack> => {
  const file = calledFrom(testPath);
  await stacks.get(file)?.close();
  const stack = await startTestStack();
  stacks.set(file, stack);
  return { token: stack.api.adminToken };
};

const stopStack: BrowserCommand<[]> = async ({ testPath }) => {
  const file = calledFrom(testPath);
  const stack = stacks.get(file);
  stacks.delete(file);
  await stack?.close();
};

const seed: BrowserCommand<[name: string, input?: unknown]> = async ({ testPath }, name, input) => {
  const recipe = seeds[name];
  if (!recipe) throw new Error(`no seed named ${name}`);
  return recipe(stackOf(testPath).api, input as never);
};

/** Holds back the file's next calls whose body holds `marker` until releaseHeld (a slow network for them). */
const holdCalls: BrowserCommand<[marker: string]> = ({ testPath }, marker) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  holds.set(calledFrom(testPath), { marker, released, release });
};

/** Lets the held calls go, and holds no more. */
const releaseHeld: BrowserCommand<[]> = ({ testPath }) => {
  const file = calledFrom(testPath);
  holds.get(file)?.release();
  holds.delete(file);
};

/** The commands the browser side (`stack.ts`) calls. */
export const stackCommands = { startStack, stopStack, seed, holdCalls, releaseHeld };
