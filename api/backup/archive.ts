import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

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

const write = async (out: Writable, chunk: Buffer | string) => {
  if (!out.write(chunk)) await once(out, 'drain');
};

export function writeArchive(file: string): ArchiveWriter {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
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
    },
  };
}

/** Reads an archive's entries in order; each entry's body must be consumed before the next is read. */
export async function* readArchive(file: string): AsyncGenerator<{ name: string; size: number; body: Readable }> {
  const source = createReadStream(file).pipe(createGunzip());
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let buffer: Buffer = Buffer.alloc(0);
  const fill = async () => {
    const next = await chunks.next();
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
      if (!(await fill())) {
        if (buffer.length) throw new Error('The backup archive is cut short');
        return undefined;
      }
    }
  };
  if ((await line()) !== ARCHIVE_MAGIC) throw new Error('Not a venue backup archive');
  for (let header = await line(); header !== undefined; header = await line()) {
    const { name, size } = JSON.parse(header) as { name: string; size: number };
    let left = size;
    async function* body() {
      while (left > 0) {
        if (!buffer.length && !(await fill())) throw new Error('The backup archive is cut short');
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
}

/** A whole small entry's bytes. */
export async function readAll(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts);
}


