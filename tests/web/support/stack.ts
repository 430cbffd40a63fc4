/**
 * A real API and gateway for a browser-mode component test file (see stack-server.ts): started
 * before the file's tests, signed in as the Admin, stopped after them. The components' own calls to
 * `/graphql` reach it unchanged.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { commands } from 'vitest/browser';
import { signIn, signOut } from '../../../web/lib/session.ts';
import type { StartedStack } from './stack-server.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    startStack(): Promise<StartedStack>;
    stopStack(): Promise<void>;
    seed<T = unknown>(name: string, input?: unknown): Promise<T>;
    holdCalls(marker: string): Promise<void>;
    releaseHeld(): Promise<void>;
  }
}

type Reply<T> = { data?: T; errors?: { message: string }[] };

/** The file's stack: the Admin's token, GraphQL calls as the Admin, and the Node-side seeds. */
export function useStack() {
  let token = '';
  beforeAll(async () => {
    ({ token } = await commands.startStack());
  }, 60_000);
  afterAll(async () => {
    await commands.releaseHeld();
    await commands.stopStack();
  });
  beforeEach(() => signIn({ name: 'Test Admin', token, accountType: 1, permissions: [] }));
  afterEach(async () => {
    signOut();
    await commands.releaseHeld();
  });
  return {
    token: () => token,
    /** Runs a GraphQL document (text) as the Admin, as a client would, and returns its data; fails on errors. */
    async graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const reply = (await response.json()) as Reply<T>;
      if (reply.errors?.length || !reply.data) throw new Error(`GraphQL failed: ${JSON.stringify(reply.errors)}`);
      return reply.data;
    },
    seed: <T = unknown>(name: string, input?: unknown) => commands.seed<T>(name, input),
    /** Holds back the page's next calls whose body holds `marker` (a slow network for them) until `releaseHeld`. */
    holdCalls: (marker: string) => commands.holdCalls(marker),
    releaseHeld: () => commands.releaseHeld(),
  };
}
