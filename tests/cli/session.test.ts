import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { buildGateway } from '../../gateway/app.ts';
import { listen } from '../../gateway/lib/listen.ts';
import { closedPort, makeHome, useCliStack, venue } from './venue.ts';

// Each case spawns the CLI one or more times; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();

/** The session `venue login` saved under a home. */
const savedSession = (h: string) => JSON.parse(readFileSync(join(h, 'xdg', 'venue', 'session.json'), 'utf8')) as { gateway: string; token: string; name: string };

const login = (h: string, password = cli.stack.api.adminPassword, extra: Partial<Parameters<typeof venue>[1]> = {}) =>
  venue(['login', '--gateway', cli.stack.gatewayUrl, '--email', cli.stack.api.adminEmail, '--password', password], { home: h, ...extra });

describe('venue login / whoami / logout', () => {
  it('signs in with flags and saves gateway, token and name in a 0600 file', async () => {
    const run = await login(cli.home);
    expect(run.stderr).toContain('Login successfully');
    expect(run.stderr).toContain('Welcome Test Admin');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    const file = join(cli.home, 'xdg', 'venue', 'session.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved).toMatchObject({ gateway: cli.stack.gatewayUrl, name: 'Test Admin' });
    expect(saved.token).toMatch(/^ey/);
  });

  it('whoami shows the signed-in account, as rows or as JSON', async () => {
    const plain = await venue(['whoami'], { home: cli.home });
    expect(plain.code).toBe(0);
    expect(plain.stdout.trim().split('\t')).toEqual(['Test Admin', cli.stack.api.adminEmail, 'Admin', 'N/A', cli.stack.gatewayUrl]);
    const json = await venue(['whoami', '--json'], { home: cli.home });
    expect(JSON.parse(json.stdout)).toMatchObject({ name: 'Test Admin', email: cli.stack.api.adminEmail, accountType: 'ADMIN', gateway: cli.stack.gatewayUrl });
  });

  it('logout forgets the session, after which commands exit 3', async () => {
    const other = makeHome();
    try {
      expect((await login(other)).code).toBe(0);
      const out = await venue(['logout'], { home: other });
      expect(out.code).toBe(0);
      expect(out.stderr).toContain('Signed out.');
      const after = await venue(['whoami'], { home: other });
      expect(after.code).toBe(3);
      expect(after.stderr).toContain('Not signed in. Run `venue login` to sign in.');
      expect(after.stdout).toBe('');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('logout ends the saved token on the server, not just here', async () => {
    const other = makeHome();
    try {
      expect((await login(other)).code).toBe(0);
      const { token } = savedSession(other);
      const out = await venue(['logout'], { home: other });
      expect(out.code).toBe(0);
      expect(out.stderr).toContain('Signed out. The session was ended on the server.');
      const reuse = await venue(['whoami'], { home: other, env: { VENUE_GATEWAY: cli.stack.gatewayUrl, VENUE_TOKEN: token } });
      expect(reuse.code).toBe(3);
      expect(reuse.stderr).toContain('Your session has ended. Please sign in again.');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('logout --everywhere ends the account’s sessions on every machine', async () => {
    const sub = await cli.stack.api.createSubAdmin();
    const [laptop, server] = [makeHome(), makeHome()];
    try {
      for (const h of [laptop, server]) expect((await venue(['login', '--gateway', cli.stack.gatewayUrl, '--email', sub.email, '--password', sub.password], { home: h })).code).toBe(0);
      const out = await venue(['logout', '--everywhere'], { home: laptop });
      expect(out.code).toBe(0);
      expect(out.stderr).toContain('Signed out. 3 sessions of this account ended on the server.');
      expect((await venue(['whoami'], { home: server })).code).toBe(3);
      // The other machine's token is refused already; its logout only tidies up.
      const tidy = await venue(['logout'], { home: server });
      expect(tidy.code).toBe(0);
      expect(tidy.stderr).toContain('Signed out. (The server had already ended this session.)');
      expect(existsSync(join(server, 'xdg', 'venue', 'session.json'))).toBe(false);
    } finally {
      for (const h of [laptop, server]) rmSync(h, { recursive: true, force: true });
    }
  });

  it('logout with the gateway unreachable still forgets the session, and says the token lives on', async () => {
    const other = makeHome();
    try {
      expect((await login(other)).code).toBe(0);
      const file = join(other, 'xdg', 'venue', 'session.json');
      const port = await closedPort();
      writeFileSync(file, JSON.stringify({ ...savedSession(other), gateway: `http://127.0.0.1:${port}` }));
      const out = await venue(['logout'], { home: other });
      expect(out.code).toBe(7);
      expect(out.stderr).toContain(`Signed out here only: Cannot reach the gateway at http://127.0.0.1:${port}`);
      expect(out.stderr).toContain('The token stays valid on the server until it expires.');
      expect(existsSync(file)).toBe(false);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('falls back to ~/.config/venue when XDG_CONFIG_HOME is unset', async () => {
    const other = makeHome();
    try {
      expect((await login(other, cli.stack.api.adminPassword, { xdg: false })).code).toBe(0);
      expect(statSync(join(other, '.config', 'venue', 'session.json')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('refuses a wrong password with the API message and exit 3, saving nothing', async () => {
    const other = makeHome();
    try {
      const run = await login(other, 'wrong-password');
      expect(run.code).toBe(3);
      expect(run.stderr).toContain('Invalid email or password');
      expect((await venue(['whoami'], { home: other })).code).toBe(3);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('rejects a malformed email before calling the gateway (exit 6, spec message)', async () => {
    const run = await venue(['login', '--gateway', cli.stack.gatewayUrl, '--email', 'not-an-email', '--password', 'x'], { home: cli.home });
    expect(run.code).toBe(6);
    expect(run.stderr).toContain('Invalid email');
  });

  it('without a terminal, a missing flag is a usage error instead of a prompt', async () => {
    const run = await venue(['login', '--gateway', cli.stack.gatewayUrl, '--email', cli.stack.api.adminEmail], { home: makeHome() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Missing --password');
  });

  it('on a terminal, asks for what is missing and does not echo the password', async () => {
    const other = makeHome();
    try {
      const run = await venue(['login', '--gateway', cli.stack.gatewayUrl], {
        home: other,
        tty: true,
        answers: [
          { when: 'Email: ', reply: cli.stack.api.adminEmail },
          { when: 'Password: ', reply: cli.stack.api.adminPassword },
        ],
      });
      expect(run.stdout).toContain('Welcome Test Admin');
      expect(run.stdout).not.toContain(cli.stack.api.adminPassword);
      expect(run.code).toBe(0);
      expect((await venue(['whoami'], { home: other })).code).toBe(0);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('VENUE_TOKEN and VENUE_GATEWAY override the saved login', async () => {
    const sub = await cli.stack.api.createSubAdmin({ name: 'Door Staff' });
    const run = await venue(['whoami', '--json'], { home: cli.home, env: { VENUE_TOKEN: sub.token } });
    expect(JSON.parse(run.stdout)).toMatchObject({ name: 'Door Staff', accountType: 'SUB_ADMIN' });
    const fresh = makeHome();
    try {
      const envOnly = await venue(['whoami', '--json'], { home: fresh, env: { VENUE_GATEWAY: cli.stack.gatewayUrl, VENUE_TOKEN: sub.token } });
      expect(envOnly.code).toBe(0);
      expect(JSON.parse(envOnly.stdout).email).toBe(sub.email);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('a refused token is exit 3 with advice to sign in again', async () => {
    const run = await venue(['whoami'], { home: cli.home, env: { VENUE_TOKEN: 'not-a-token' } });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('Run `venue login` to sign in.');
  });

  it('an unreachable gateway is exit 7 with the reason, and no stack trace', async () => {
    const port = await closedPort();
    const run = await venue(['whoami'], { home: cli.home, env: { VENUE_GATEWAY: `http://127.0.0.1:${port}`, VENUE_TOKEN: cli.stack.api.adminToken } });
    expect(run.code).toBe(7);
    expect(run.stderr).toContain(`Cannot reach the gateway at http://127.0.0.1:${port}: ECONNREFUSED`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('a gateway whose API is down is exit 7 too, saying to try again', async () => {
    const gateway = await listen(buildGateway({ apiUrl: `http://127.0.0.1:${await closedPort()}`, logger: pino({ level: 'silent' }) }), 0, '127.0.0.1');
    try {
      const run = await venue(['services', 'list'], { home: cli.home, env: { VENUE_GATEWAY: gateway.url, VENUE_TOKEN: cli.stack.api.adminToken } });
      expect(run.code).toBe(7);
      expect(run.stderr).toContain('The API is unavailable. Try again shortly.');
    } finally {
      await gateway.close();
    }
  });
});

describe('the saved login and other gateways', () => {
  it('sends the saved token only to the gateway that issued it; VENUE_TOKEN goes wherever it is told', async () => {
    const home = makeHome();
    const seen: (string | undefined)[] = [];
    const other = createServer((req, res) => {
      seen.push(req.headers.authorization);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { me: { id: 'x', name: 'Elsewhere', email: 'x@other.test', accountType: 'ADMIN', roleName: null } } }));
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      expect((await login(home)).code).toBe(0);
      const refusal = `Not signed in to ${url} (the saved login is for ${cli.stack.gatewayUrl}): run \`venue login --gateway ${url}\` or set VENUE_TOKEN.`;
      const flag = await venue(['--gateway', url, 'whoami'], { home });
      expect(flag).toMatchObject({ code: 3, stdout: '', stderr: `venue: ${refusal}\n` });
      for (const args of [['roles', 'list'], ['export', 'roles', '--csv'], ['token'], ['gql', '{ me { name } }']]) {
        const run = await venue(args, { home, env: { VENUE_GATEWAY: url } });
        expect([args.join(' '), run.code, run.stderr]).toEqual([args.join(' '), 3, `venue: ${refusal}\n`]);
      }
      expect(seen).toEqual([]);
      // The gateway it was issued by, however it is written, still gets it.
      expect((await venue(['--gateway', `${cli.stack.gatewayUrl}/graphql/`, 'whoami'], { home })).code).toBe(0);
      const explicit = await venue(['--gateway', url, 'whoami', '--json'], { home, env: { VENUE_TOKEN: 'explicit-token' } });
      expect(explicit.code).toBe(0);
      expect(seen).toEqual(['Bearer explicit-token']);
    } finally {
      other.close();
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('sign-in for CI', () => {
  it('--password-stdin and VENUE_PASSWORD sign in without the password on the command line; venue token prints it', async () => {
    const piped = makeHome();
    const viaStdin = await venue(['login', '--gateway', cli.stack.gatewayUrl, '--email', cli.stack.api.adminEmail, '--password-stdin'], { home: piped, input: `${cli.stack.api.adminPassword}\n` });
    expect(viaStdin.code).toBe(0);
    const token = await venue(['token'], { home: piped });
    expect(token.code).toBe(0);
    expect((await venue(['whoami', '--json'], { home: makeHome(), env: { VENUE_GATEWAY: cli.stack.gatewayUrl, VENUE_TOKEN: token.stdout.trim() } })).code).toBe(0);

    const env = await venue(['login', '--gateway', cli.stack.gatewayUrl], { home: makeHome(), env: { VENUE_EMAIL: cli.stack.api.adminEmail, VENUE_PASSWORD: cli.stack.api.adminPassword } });
    expect(env.code).toBe(0);
    expect(env.stderr).toContain('Welcome Test Admin');

    const alone = await venue(['roles', 'list'], { home: makeHome(), env: { VENUE_TOKEN: token.stdout.trim() } });
    expect(alone).toMatchObject({ code: 2, stdout: '' });
    expect(alone.stderr).toContain('VENUE_TOKEN is set but no gateway is known: set VENUE_GATEWAY');
    expect(await venue(['token'], { home: makeHome() })).toMatchObject({ code: 3, stdout: '' });
  });
});
