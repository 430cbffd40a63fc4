import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, signIn } from '../support/http.ts';

describe('api/main.ts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-main-'));
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts from the environment, prints the first Admin credentials and serves the API', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
      env: { PATH: process.env.PATH, API_PORT: '0', API_HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_EMAIL: 'first@venue.test', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      child!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /"port":(\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      child!.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    const password = /password: (\S+)/.exec(output)?.[1];
    expect(output).toContain('First Admin created');
    expect(password).toBeDefined();
    const url = `http://127.0.0.1:${port}`;
    const token = await signIn(url, 'first@venue.test', password!);
    expect((await callApi(url, 'get', '/get/roles', { token })).body).toEqual({ status: true, message: 'Roles fetched successfully', data: { data: [], count: 0 } });
    expect(output).not.toContain(token);
    // Generous: creating a persisted PGlite takes a while on a busy machine.
  }, 90_000);
});
