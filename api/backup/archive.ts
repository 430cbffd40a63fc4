import { once } from 'node:events';
import { closeSync, createReadStream, createWriteStream, fsyncSync, openSync, readSync } from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { ConfigError } from '../config.ts';

/**
 * The backup archive: one gzip file holding named entries, each a line of JSON
 * (`{"name":…,"size":…}`) followed by exactly `size` bytes. Written and read as streams, so a
 * large media store never sits in memory.
 */
export const ARCHIVE_MAGIC = 'venue-backup 1';

export interface ArchiveWriter {
  add(name: string, size: number, body: Readable): Promise<void>;
  finish(): Promise<void>;
}

/**
 * Writes an archive into `fd`, a file opened for writing (the caller opened it, so that a path
 * that cannot be written is refused before anything runs); `finish()` flushes it to the disk and
 * closes it. A failure of the file (a full disk) fails the next `add` or `finish`.
 */
export function writeArchive(fd: number): ArchiveWriter {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream('', { fd, autoClose: false }));
  // Awaited by add and finish; never an unhandled rejection meanwhile.
  done.catch(() => undefined);
  const write = async (out: Writable, chunk: Buffer | string) => {
    if (!out.write(chunk)) await Promise.race([once(out, 'drain'), done]);
  };
  const started = write(gzip, `${ARCHIVE_MAGIC}\n`);
  return {
    async add(name, size, body) {
      await started;
      await write(gzip, `${JSON.stringify({ name, size })}\n`);
      let written = 0;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        written += chunk.length;
        await write(gzip, chunk);
      }
      if (written !== size) throw new Error(`${name} changed while it was copied (${written} bytes, expected ${size})`);
    },
    async finish() {
      await started;
      gzip.end();
      await done;
      fsyncSync(fd);
      closeSync(fd);
    },
  };
}

/** What is wrong with an archive file, as one line for the operator (a ConfigError: exit code 2). */
function archiveProblem(file: string, error: unknown): Error {
  if (error instanceof ConfigError) return error;
  const e = error as NodeJS.ErrnoException;
  switch (e?.code) {
    case 'ENOENT':
      return new ConfigError(`${file} does not exist`);
    case 'EISDIR':
      return new ConfigError(`${file} is a folder, not a backup archive`);
    case 'EACCES':
    case 'EPERM':
      return new ConfigError(`${file} cannot be read: permission denied`);
  }
  // zlib's own (a bad header, a damaged block, a wrong checksum, an early end).
  if (typeof e?.code === 'string' && e.code.startsWith('Z_')) return new ConfigError(`${file} is damaged or cut short: ${e.message}`);
  return error as Error;
}

/** Refuses at once a file that is missing, unreadable or not gzip data at all (an archive starts with gzip's 1f 8b). */
function checkGzip(file: string): void {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    throw archiveProblem(file, error);
  }
  try {
    const head = Buffer.alloc(2);
    let read: number;
    try {
      read = readSync(fd, head, 0, 2, 0);
    } catch (error) {
      throw archiveProblem(file, error);
    }
    if (read < 2 || head[0] !== 0x1f || head[1] !== 0x8b) throw new ConfigError(`${file} is not a venue backup archive (it is not gzip data)`);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads an archive's entries in order; each entry's body must be consumed before the next is read.
 * A file that is missing, unreadable, not an archive, damaged or cut short throws a ConfigError
 * naming it.
 */
export async function* readArchive(file: string): AsyncGenerator<{ name: string; size: number; body: Readable }> {
  checkGzip(file);
  const input = createReadStream(file);
  const source = createGunzip();
  // pipe() does not pass the file's errors on: they end the iteration as the gzip stream's.
  input.on('error', (error) => source.destroy(error));
  input.pipe(source);
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const cutShort = () => new ConfigError(`${file} is damaged or cut short: it ends inside an entry`);
  let buffer: Buffer = Buffer.alloc(0);
  const fill = async () => {
    let next: IteratorResult<Buffer>;
    try {
      next = await chunks.next();
    } catch (error) {
      throw archiveProblem(file, error);
    }
    if (next.done) return false;
    buffer = buffer.length ? Buffer.concat([buffer, next.value]) : next.value;
    return true;
  };
  const line = async (): Promise<string | undefined> => {
    for (;;) {
      const end = buffer.indexOf(10);
      if (end >= 0) {
        const text = buffer.subarray(0, end).toString('utf8');
        buffer = buffer.subarray(end + 1);
        return text;
      }
      // A header line is short: a long run without one is not an archive (and is not read whole into memory).
      if (buffer.length > 64 * 1024) throw new ConfigError(`${file} is not a venue backup archive`);
      if (!(await fill())) {
        if (buffer.length) throw cutShort();
        return undefined;
      }
    }
  };
  try {
    if ((await line()) !== ARCHIVE_MAGIC) throw new ConfigError(`${file} is not a venue backup archive`);
    for (let header = await line(); header !== undefined; header = await line()) {
      let entry: { name: string; size: number };
      try {
        entry = JSON.parse(header) as { name: string; size: number };
      } catch {
        entry = { name: '', size: -1 };
      }
      if (typeof entry.name !== 'string' || !Number.isSafeInteger(entry.size) || entry.size < 0) throw new ConfigError(`${file} is damaged: an entry's header is not readable`);
      const { name, size } = entry;
      let left = size;
      async function* body() {
        while (left > 0) {
          if (!buffer.length && !(await fill())) throw cutShort();
          const take = buffer.subarray(0, Math.min(left, buffer.length));
          buffer = buffer.subarray(take.length);
          left -= take.length;
          yield take;
        }
      }
      const stream = Readable.from(body());
      yield { name, size, body: stream };
      // Whatever the caller left unread is skipped.
      for await (const rest of stream) void rest;
    }
  } finally {
    input.destroy();
    source.destroy();
  }
}

/** A whole small entry's bytes. */
export async function readAll(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts);
}
