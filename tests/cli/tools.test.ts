import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { inArray } from 'drizzle-orm';
import { join } from 'node:path';
import { pino } from 'pino';
import { buildGateway } from '../../gateway/app.ts';
import { listen } from '../../gateway/lib/listen.ts';
import { describe, expect, it, vi } from 'vitest';
import { roles } from '../../api/db/schema.ts';
import type { TestStackOptions } from '../support/gateway.ts';
import { startWatchingProxy } from '../support/watching-proxy.ts';
import { makeSection } from '../support/floor.ts';
import { pngBytes, uploadFiles } from '../support/media-files.ts';
import { closedPort, useCliStack, venue } from './venue.ts';

// Each case spawns the CLI one or more times; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack((): TestStackOptions => {
  // A built web app of one page, for `smoke --web`.
  const webDir = join(cli.home, 'web');
  mkdirSync(webDir);
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Venue</title>');
  return { webDir };
});

describe('venue smoke', () => {
  it('passes every step against a working gateway (exit 0)', async () => {
    const run = await venue(['smoke', cli.stack.gatewayUrl, '--email', cli.stack.api.adminEmail, '--password', cli.stack.api.adminPassword], { home: cli.home });
    expect(run.stderr).toMatch(/✓ reachable: .*API up/);
    expect(run.stderr).toContain('✓ sign-in: signed in as Test Admin');
    expect(run.stderr).toContain(`✓ query: me is ${cli.stack.api.adminEmail}`);
    expect(run.stderr).toContain('Smoke test passed.');
    expect(run.code).toBe(0);
  });

  it('takes the credentials from VENUE_SMOKE_EMAIL and VENUE_SMOKE_PASSWORD', async () => {
    const run = await venue(['smoke', `${cli.stack.gatewayUrl}/graphql`], {
      home: cli.home,
      env: { VENUE_SMOKE_EMAIL: cli.stack.api.adminEmail, VENUE_SMOKE_PASSWORD: cli.stack.api.adminPassword },
    });
    expect(run.code).toBe(0);
  });

  it('fails at sign-in with a wrong password: exit 3 and the reason', async () => {
    const run = await venue(['smoke', cli.stack.gatewayUrl, '--email', cli.stack.api.adminEmail, '--password', 'wrong-password'], { home: cli.home });
    expect(run.stderr).toContain('✓ reachable');
    expect(run.stderr).toContain('✗ sign-in: Invalid email or password');
    expect(run.stderr).not.toContain('query');
    expect(run.code).toBe(3);
  });

  it('fails at the first step when nothing listens: exit 7 and the reason', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const run = await venue(['smoke', url, '--email', 'a@b.co', '--password', 'x'], { home: cli.home });
    expect(run.stderr).toContain(`✗ reachable: Cannot reach the gateway at ${url}: ECONNREFUSED`);
    expect(run.stderr).toContain('Smoke test failed.');
    expect(run.code).toBe(7);
  });

  it('--timeout bounds each check, exactly: 1 s against a gateway that never answers ends at once; 30 s is not cut to 15', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = performance.now();
      const run = await venue(['smoke', `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, '--email', 'a@b.co', '--password', 'x', '--timeout', '1'], { home: cli.home });
      expect(run.code).toBe(7);
      expect(run.stderr).toContain('✗ reachable: no answer within 1 s');
      expect(performance.now() - started).toBeLessThan(6_000);
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
    // The gateway's first answer takes 16 s: longer than the CLI's usual 15, within --timeout 30.
    let first = true;
    const slow = await startWatchingProxy(cli.stack.gatewayUrl, async () => {
      if (!first) return;
      first = false;
      await new Promise((resolve) => setTimeout(resolve, 16_000));
    });
    try {
      const run = await venue(['smoke', slow.url, '--email', cli.stack.api.adminEmail, '--password', cli.stack.api.adminPassword, '--timeout', '30', '--json'], { home: cli.home });
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout).checks[0]).toMatchObject({ name: 'reachable', result: 'passed', ms: expect.any(Number) });
      expect(JSON.parse(run.stdout).checks[0].ms).toBeGreaterThanOrEqual(16_000);
    } finally {
      await slow.close();
    }
  });

  it('without credentials is a usage error (exit 2)', async () => {
    const run = await venue(['smoke', cli.stack.gatewayUrl], { home: cli.home });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Missing --email (or VENUE_SMOKE_EMAIL)');
  });
});

describe('venue gql', () => {

  it('sends a raw query with variables and prints its data as JSON', async () => {
    const id = await cli.stack.api.createRole({ name: 'Raw Query Role' });
    const run = await venue(['gql', 'query ($id: ID!) { role(id: $id) { name status } }', '--variables', JSON.stringify({ id })], cli.as);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ role: { name: 'Raw Query Role', status: 'ACTIVE' } });
  });

  it('reports an invalid query as invalid input (exit 6), and bad --variables too', async () => {
    const bad = await venue(['gql', '{ nope }'], cli.as);
    expect(bad.code).toBe(6);
    expect(bad.stderr).toContain('Cannot query field "nope"');
    const vars = await venue(['gql', '{ me { name } }', '--variables', '{oops'], cli.as);
    expect(vars.code).toBe(6);
    expect(vars.stderr).toContain('--variables must be a JSON object');
  });

  it('maps a duplicate name to exit 6 with the API message', async () => {
    await cli.stack.api.createRole({ name: 'Twin' });
    const permissions = '[{ module: menu, all: false, add: false, view: true, edit: false, del: false }]';
    const run = await venue(['gql', `mutation { createRole(input: { name: "Twin", permissions: ${permissions} }) { message } }`], cli.as);
    expect(run.code).toBe(6);
    expect(run.stderr).toContain('A role with this name already exists');
  });
});

describe('venue --help', () => {
  it('documents every exit code', async () => {
    const run = await venue(['--help'], { home: cli.home });
    expect(run.code).toBe(0);
    for (const line of ['0  success', '2  usage error', '3  not signed in', '4  forbidden', '5  not found', '6  invalid input or conflict', '7  gateway unreachable']) {
      expect(run.stdout).toContain(line);
    }
  });

  it('an unknown command is a usage error (exit 2)', async () => {
    const run = await venue(['frobnicate'], { home: cli.home });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("venue: Unknown command 'frobnicate'\nRun `venue --help` for usage.\n");
  });

  it('--gateway without its URL is one line and the --help to read, exit 2, not the whole help', async () => {
    for (const args of [['--gateway', 'whoami'], ['--gateway'], ['roles', 'list', '--gateway', 'roles']]) {
      const run = await venue(args, { home: cli.home });
      expect([run.code, run.stdout]).toEqual([2, '']);
      expect(run.stderr.trim().split('\n')).toHaveLength(2);
      expect(run.stderr).toMatch(/^venue: Option '--gateway <url>' argument .*\nRun `venue( roles list)? --help` for usage\.\n$/);
    }
  });
});

describe('CI-grade smoke, gql files, completion and --version', () => {
  it('smoke --json lists each check with its time; --junit writes the report; the optional checks run', async () => {
    await makeSection(cli.stack.api);
    const junit = join(cli.home, 'smoke.xml');
    const run = await venue(['smoke', cli.stack.gatewayUrl, '--email', cli.stack.api.adminEmail, '--password-stdin', '--json', '--junit', junit, '--lists', '--web', '--timeout', '10'], { home: cli.home, input: `${cli.stack.api.adminPassword}\n` });
    const report = JSON.parse(run.stdout);
    expect(report.checks.filter((c: { result: string }) => c.result === 'failed')).toEqual([]);
    expect(run.code).toBe(0);
    expect(report.passed).toBe(true);
    expect(report.checks.slice(0, 3).map((c: { name: string; result: string }) => [c.name, c.result])).toEqual([
      ['reachable', 'passed'],
      ['sign-in', 'passed'],
      ['query', 'passed'],
    ]);
    expect(report.checks.find((c: { name: string }) => c.name === 'list roles')).toMatchObject({ result: 'passed', detail: expect.stringMatching(/rows$/) });
    expect(report.checks.find((c: { name: string }) => c.name === 'list sections')).toMatchObject({ result: 'passed', detail: '1 row' });
    expect(report.checks.at(-1)).toMatchObject({ name: 'web', result: 'passed', detail: 'HTTP 200 text/html' });
    for (const check of report.checks) expect(typeof check.ms).toBe('number');
    expect(readFileSync(junit, 'utf8')).toContain('<testcase classname="venue.smoke" name="sign-in"');
  });

  it('smoke --json: refused credentials are exit 3, an API down behind a live gateway exit 7', async () => {
    const refused = await venue(['smoke', cli.stack.gatewayUrl, '--email', cli.stack.api.adminEmail, '--password', 'wrong-password', '--json'], { home: cli.home });
    expect(refused.code).toBe(3);
    expect(JSON.parse(refused.stdout).checks.map((c: { name: string; result: string }) => `${c.name} ${c.result}`)).toEqual(['reachable passed', 'sign-in failed']);

    const orphan = await listen(buildGateway({ apiUrl: `http://127.0.0.1:${await closedPort()}`, apiSecret: 'unused', logger: pino({ level: 'silent' }) }), 0, '127.0.0.1');
    try {
      const down = await venue(['smoke', orphan.url, '--email', 'a@b.co', '--password', 'x', '--json', '--timeout', '5'], { home: cli.home });
      expect(down.code).toBe(7);
      expect(JSON.parse(down.stdout).checks).toEqual([expect.objectContaining({ name: 'reachable', result: 'failed' })]);
    } finally {
      await orphan.close();
    }
  });

  it('smoke --wait waits for a gateway that starts after it, then --media fetches a stored file; colour on a terminal, none with NO_COLOR', async () => {
    const key = (await uploadFiles(cli.stack.gatewayUrl, '/upload', 'gallery', [{ bytes: pngBytes(40, 30), name: 'smoke.png' }], cli.stack.api.adminToken)).body.data![0]!.Key;
    const port = await closedPort();
    let late: Awaited<ReturnType<typeof listen>> | undefined;
    try {
      const run = venue(['smoke', `http://127.0.0.1:${port}`, '--email', cli.stack.api.adminEmail, '--password', cli.stack.api.adminPassword, '--wait', '60', '--timeout', '10', '--media', key], {
        home: cli.home,
        tty: true,
        // The gateway starts only once the CLI is running.
        onSpawn: () => setTimeout(() => void listen(buildGateway({ apiUrl: cli.stack.api.url, apiSecret: cli.stack.api.gatewaySecret, logger: pino({ level: 'silent' }) }), port, '127.0.0.1').then((g) => (late = g)), 1500),
      });
      const { code, stdout } = await run;
      expect(code).toBe(0);
      expect(late).toBeDefined();
      expect(stdout).toContain('\x1b[32m✓\x1b[0m media: HTTP 200');
      expect(stdout).toContain('\x1b[32mSmoke test passed.\x1b[0m');
    } finally {
      await late?.close();
    }
    const plain = await venue(['smoke', cli.stack.gatewayUrl, '--email', cli.stack.api.adminEmail, '--password', 'wrong-password'], { home: cli.home, tty: true, env: { NO_COLOR: '1' } });
    expect(plain.code).toBe(3);
    expect(plain.stdout).toContain('✗ sign-in:');
    expect(plain.stdout).toContain('Smoke test failed.');
    for (const code of ['\x1b[2m', '\x1b[31m', '\x1b[32m', '\x1b[33m']) expect(plain.stdout).not.toContain(code);
  });

  it('Ctrl-C exits 130: a signal while smoke waits on a gateway, or Ctrl-C typed at a bulk prompt (nothing changed)', async () => {
    // A gateway that takes the connection and never answers: the CLI is surely running its command.
    let child: ChildProcess | undefined;
    const hanging = createServer(() => child?.kill('SIGINT'));
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const port = (hanging.address() as AddressInfo).port;
      const run = await venue(['smoke', `http://127.0.0.1:${port}`, '--email', 'a@b.co', '--password', 'x', '--timeout', '30'], { home: cli.home, onSpawn: (c) => (child = c) });
      expect(run.code).toBe(130);
      expect(run.stderr).toContain('venue: interrupted');
    } finally {
      hanging.close();
    }
    const ids = [await cli.stack.api.createRole({ name: 'Kept One' }), await cli.stack.api.createRole({ name: 'Kept Two' })];
    const typed = await venue(['roles', 'delete', ...ids], { ...cli.as, tty: true, answers: [{ when: 'Delete 2 roles? [y/N]', reply: '\x03' }] });
    expect(typed.code).toBe(130);
    expect(typed.stdout).toContain('venue: interrupted');
    const left = await cli.stack.api.db.select({ isDelete: roles.isDelete }).from(roles).where(inArray(roles.id, ids));
    expect(left).toEqual([{ isDelete: false }, { isDelete: false }]);
  });

  it('gql reads a query file, --variables-file and --operation-name, and prints errors beside partial data', async () => {
    const id = await cli.stack.api.createRole({ name: 'File Query Role', permissions: [{ name: 'menu', view: true }] });
    writeFileSync(join(cli.home, 'ops.graphql'), 'query One($id: ID!) { role(id: $id) { name } }\nquery Two { me { email } }\n');
    writeFileSync(join(cli.home, 'vars.json'), JSON.stringify({ id }));
    const one = await venue(['gql', 'ops.graphql', '--operation-name', 'One', '--variables-file', 'vars.json'], cli.as);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.stdout)).toEqual({ role: { name: 'File Query Role' } });
    const partial = await venue(['gql', '{ me { email } role(id: "00000000-0000-4000-8000-000000000000") { name } }'], cli.as);
    expect(partial.code).toBe(5);
    const reply = JSON.parse(partial.stdout);
    // role is nullable: its error sits beside the data that was found.
    expect(reply.data).toEqual({ me: { email: expect.any(String) }, role: null });
    expect(reply.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(partial.stderr).toContain('(NOT_FOUND)');
  });

  it('completion scripts load in bash and complete commands, verbs, options and arguments past option values and arguments; --version prints the version', async () => {
    const script = await venue(['completion', 'bash'], { home: cli.home });
    expect(script.code).toBe(0);
    writeFileSync(join(cli.home, 'venue.bash'), script.stdout);
    const words = execFileSync('bash', ['-c', `source ${join(cli.home, 'venue.bash')}; COMP_WORDS=(venue roles ""); COMP_CWORD=2; _venue; echo "\${COMPREPLY[*]}"; COMP_WORDS=(venue sub); COMP_CWORD=1; _venue; echo "\${COMPREPLY[*]}"`], { encoding: 'utf8' }).split('\n');
    expect(words[0]?.split(' ')).toEqual(expect.arrayContaining(['list', 'get', 'set-status', 'delete', 'restore', '--help']));
    expect(words[1]).toBe('sub-admins');
    for (const shell of ['zsh', 'fish']) expect((await venue(['completion', shell], { home: cli.home })).stdout).toContain('venue');
    // What completes after words typed so far (the last one being typed): option values and arguments are not commands.
    const complete = (...typed: string[]) =>
      execFileSync('bash', ['-c', `source ${join(cli.home, 'venue.bash')}; COMP_WORDS=(${typed.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${typed.length - 1}; _venue; echo "\${COMPREPLY[*]}"`], { encoding: 'utf8' }).trim().split(' ');
    expect(complete('venue', 'roles', 'list', '--search', 'foo', '--')).toEqual(expect.arrayContaining(['--status', '--limit', '--json', '--all']));
    expect(complete('venue', '--gateway', 'http://x', 'roles', '')).toEqual(expect.arrayContaining(['list', 'get', 'set-status']));
    // As bash splits a URL at its colon.
    expect(complete('venue', '--gateway', 'http', ':', '//x', 'roles', '')).toEqual(expect.arrayContaining(['list', 'get', 'set-status']));
    expect(complete('venue', 'roles', 'get', '0f8e6f6e-1b2c-4d5e-8f90-123456789abc', '--')).toEqual(['--json', '--help']);
    expect(complete('venue', 'export', '')).toEqual(expect.arrayContaining(['roles', 'users', 'bookings', 'ips', 'memories']));
    expect(complete('venue', 'export', 'bookings', '--')).toEqual(expect.arrayContaining(['--csv', '--output', '--type', '--payment-status', '--from']));
    expect(complete('venue', 'completion', '')).toEqual(['bash', 'zsh', 'fish', '--help']);
    // An option's value is the shell's to complete (file names), not venue's words.
    expect(complete('venue', 'roles', 'list', '--search', '')).toEqual(['']);
    const version = await venue(['--version'], { home: cli.home });
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version);
  });
});
