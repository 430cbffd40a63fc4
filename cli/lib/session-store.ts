import { mkdir, readFile, rm, writeFile, chmod } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';

const savedSessionSchema = z.object({ gateway: z.string(), token: z.string(), name: z.string() });
/** What `venue login` keeps between runs. */
export type SavedSession = z.infer<typeof savedSessionSchema>;

/** $XDG_CONFIG_HOME/venue/session.json, else ~/.config/venue/session.json. */
export function sessionPath(): string {
  const base = process.env['XDG_CONFIG_HOME'] || join(homedir(), '.config');
  return join(base, 'venue', 'session.json');
}

/** The saved session, or undefined when there is none or it cannot be read. */
export async function readSession(): Promise<SavedSession | undefined> {
  try {
    const parsed = savedSessionSchema.safeParse(JSON.parse(await readFile(sessionPath(), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the session readable by its owner only: it holds a bearer token. */
export async function writeSession(session: SavedSession): Promise<string> {
  const path = sessionPath();
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, `${JSON.stringify(session, null, 2)}\n`, { mode: 0o600 });
  // writeFile's mode applies only when the file is created; an older file may be wider.
  await chmod(path, 0o600);
  return path;
}

/** Removes the saved session; true when there was one. */
export async function clearSession(): Promise<boolean> {
  const path = sessionPath();
  const existed = (await readSession()) !== undefined;
  await rm(path, { force: true });
  return existed;
}
