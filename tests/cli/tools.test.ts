import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestStack, type TestStack } from '../support/gateway.ts';
import { closedPort, makeHome, venue } from './venue.ts';

// Each case spawns the CLI one or more times; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

let stack: TestStack;
let home: string;

beforeAll(async () => {
  stack = await startTestStack();
  home = makeHome();
});
afterAll(async () => {
  await stack?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('venue smoke', () => {
  it('passes every step against a working gateway (exit 0)', async () => {
    const run = await venue(['smoke', stack.gatewayUrl, '--email', stack.api.adminEmail, '--password', stack.api.adminPassword], { home });
    expect(run.stderr).toMatch(/✓ reachable: .*API up/);
    expect(run.stderr).toContain('✓ sign-in: signed in as Test Admin');
    expect(run.stderr).toContain(`✓ query: me is ${stack.api.adminEmail}`);
    expect(run.stderr).toContain('Smoke test passed.');
    expect(run.code).toBe(0);
  });

  it('takes the credentials from VENUE_SMOKE_EMAIL and VENUE_SMOKE_PASSWORD', async () => {
    const run = await venue(['smoke', `${stack.gatewayUrl}/graphql`], {
      home,
      env: { VENUE_SMOKE_EMAIL: stack.api.adminEmail, VENUE_SMOKE_PASSWORD: stack.api.adminPassword },
    });
    expect(run.code).toBe(0);
  });

  it('fails at sign-in with a wrong password: exit 7 and the reason', async () => {
    const run = await venue(['smoke', stack.gatewayUrl, '--email', stack.api.adminEmail, '--password', 'wrong-password'], { home });
    expect(run.stderr).toContain('✓ reachable');
    expect(run.stderr).toContain('✗ sign-in: Invalid email or password');
    expect(run.stderr).not.toContain('query');
    expect(run.code).toBe(7);
  });

  it('fails at the first step when nothing listens: exit 7 and the reason', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const run = await venue(['smoke', url, '--email', 'a@b.co', '--password', 'x'], { home });
    expect(run.stderr).toContain(`✗ reachable: Cannot reach the gateway at ${url}: ECONNREFUSED`);
    expect(run.stderr).toContain('Smoke test failed.');
    expect(run.code).toBe(7);
  });

  it('without credentials is a usage error (exit 2)', async () => {
    const run = await venue(['smoke', stack.gatewayUrl], { home });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Missing --email (or VENUE_SMOKE_EMAIL)');
  });
});

describe('venue gql', () => {
  const as = () => ({ home, env: { VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: stack.api.adminToken } });

  it('sends a raw query with variables and prints its data as JSON', async () => {
    const id = await stack.api.createRole({ name: 'Raw Query Role' });
    const run = await venue(['gql', 'query ($id: ID!) { role(id: $id) { name status } }', '--variables', JSON.stringify({ id })], as());
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ role: { name: 'Raw Query Role', status: 'ACTIVE' } });
  });

  it('reports an invalid query as invalid input (exit 6) and bad --variables as usage (exit 2)', async () => {
    const bad = await venue(['gql', '{ nope }'], as());
    expect(bad.code).toBe(6);
    expect(bad.stderr).toContain('Cannot query field "nope"');
    const vars = await venue(['gql', '{ me { name } }', '--variables', '{oops'], as());
    expect(vars.code).toBe(2);
    expect(vars.stderr).toContain('--variables must be a JSON object');
  });

  it('maps a duplicate name to exit 6 with the API message', async () => {
    await stack.api.createRole({ name: 'Twin' });
    const permissions = '[{ module: "menu", all: false, add: false, view: true, edit: false, del: false }]';
    const run = await venue(['gql', `mutation { createRole(input: { name: "Twin", permissions: ${permissions} }) { message } }`], as());
    expect(run.code).toBe(6);
    expect(run.stderr).toContain('A role with this name already exists');
  });
});

describe('venue --help', () => {
  it('documents every exit code', async () => {
    const run = await venue(['--help'], { home });
    expect(run.code).toBe(0);
    for (const line of ['0  success', '2  usage error', '3  not signed in', '4  forbidden', '5  not found', '6  invalid input or conflict', '7  gateway unreachable']) {
      expect(run.stdout).toContain(line);
    }
  });

  it('an unknown command is a usage error (exit 2)', async () => {
    const run = await venue(['frobnicate'], { home });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown command 'frobnicate'");
  });
});
