import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A secret kept in DATA_DIR/<name> (the JWT secret, the gateway's secret), created once (mode 0600) when missing. */
export function loadOrCreateSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = join(dataDir, name);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so a secret is never overwritten, even by a concurrent start.
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
