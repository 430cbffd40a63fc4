import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MEDIA_KEY } from '#domain/schemas/media';
import type { MediaStorage } from './storage.ts';

const TEMP_DIR = '.partial';

/** Files under `root` (DATA_DIR/media); a write goes to a temporary name and is renamed when complete. */
export function createLocalStorage(root: string): MediaStorage {
  // Keys come from the server, but a key that is not one of ours never becomes a path.
  const pathOf = (key: string) => {
    if (!MEDIA_KEY.test(key)) throw new Error(`Not a media key: ${key}`);
    return join(root, key);
  };
  const statOf = async (key: string) => {
    if (!MEDIA_KEY.test(key)) return undefined;
    return stat(pathOf(key)).catch(() => undefined);
  };
  return {
    async put(key, body) {
      const target = pathOf(key);
      const temp = join(root, TEMP_DIR, randomUUID());
      await mkdir(dirname(temp), { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      const out = createWriteStream(temp, { flags: 'wx' });
      try {
        await pipeline(body, out);
        await rename(temp, target);
      } catch (error) {
        // A refused file can fail before its file is even open: wait until the stream has closed, or
        // the open would create the temporary file after it was removed.
        if (!out.closed) await new Promise<void>((done) => out.once('close', () => done()));
        await rm(temp, { force: true });
        throw error;
      }
    },
    async open(key) {
      const info = await statOf(key);
      return info?.isFile() ? { body: createReadStream(pathOf(key)), size: info.size } : undefined;
    },
    async delete(key) {
      if (MEDIA_KEY.test(key)) await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      return !!(await statOf(key))?.isFile();
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = join(entry.parentPath, entry.name).slice(root.length + 1).split('\\').join('/');
        if (MEDIA_KEY.test(key)) yield { key, size: (await stat(join(root, key))).size };
      }
    },
  };
}
