import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useCliStack, venue } from './venue.ts';

vi.setConfig({ testTimeout: 60_000 });

// A production gateway: it runs only its trusted documents (those of the web console and the CLI).
const cli = useCliStack({ production: true });

describe('venue gql against a production gateway', () => {
  it('a file that is not there is named (exit 2), not sent as a query', async () => {
    for (const name of ['nope.graphql', 'nope.gql', 'queries/roles']) {
      const run = await venue(['gql', name], cli.as);
      expect([run.code, run.stdout, run.stderr]).toEqual([2, '', `venue: No such file: ${name} (give a GraphQL document, a file holding one, or - for stdin)\n`]);
    }
  });

  it('a document of several operations needs --operation-name (exit 6, listing them); an unknown one too', async () => {
    mkdirSync(join(cli.home, 'ops'), { recursive: true });
    writeFileSync(join(cli.home, 'ops', 'two.graphql'), 'query One { me { name } }\nquery Two { me { email } }\n');
    const run = await venue(['gql', 'ops/two.graphql'], cli.as);
    expect([run.code, run.stdout, run.stderr]).toEqual([6, '', 'venue: The document holds 2 operations (One, Two): choose one with --operation-name\n']);
    const unknown = await venue(['gql', 'ops/two.graphql', '--operation-name', 'Three'], cli.as);
    expect([unknown.code, unknown.stderr]).toEqual([6, 'venue: No operation named "Three" in the document; it holds: One, Two\n']);
  });

  it('a document outside the trusted ones is refused as forbidden (exit 4), saying why and what to do', async () => {
    const run = await venue(['gql', '{ me { name } }'], cli.as);
    expect(run.code).toBe(4);
    expect(run.stderr).toContain('(PERSISTED_QUERY_ONLY)');
    expect(run.stderr).toContain('runs only its trusted documents');
    expect(run.stderr).toContain('GRAPHQL_ALLOW_ARBITRARY=true');
    // The CLI's own documents are trusted there.
    expect((await venue(['roles', 'list', '--json'], cli.as)).code).toBe(0);
  });
});
