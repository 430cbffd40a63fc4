import { rmSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CliError } from './cli-error.ts';
import { ExitCode } from './exit-codes.ts';
import { onInterrupt } from './interrupted.ts';

/** Where a download goes: stdout, or a file that appears only once complete. */
export interface Sink {
  /** Writes a chunk, waiting until it is taken (so a full pipe or disk slows the download, and a failure stops it). */
  write(chunk: Uint8Array): Promise<void>;
  /** Bytes written so far. */
  readonly written: number;
  /** The download is complete: the file takes its name. */
  finish(): Promise<void>;
  /** The download failed: nothing is left behind. */
  abandon(): Promise<void>;
}

const WHY: Record<string, string> = { ENOENT: 'no such folder', EACCES: 'permission denied', EPERM: 'permission denied', EISDIR: 'it is a folder', ENOTDIR: 'a part of the path is not a folder', ENOSPC: 'the disk is full', EROFS: 'a read-only file system' };

/** A file error as a usage error (2) naming the file. */
const cannotWrite = (path: string, error: unknown): CliError => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  const why = code === 'ENOENT' ? `no such folder: ${dirname(path)}` : (WHY[code] ?? (code || String(error)));
  return new CliError(ExitCode.USAGE, `Cannot write ${path}: ${why}`);
};

const writeTo = (stream: NodeJS.WritableStream, chunk: Uint8Array) => new Promise<void>((resolve, reject) => stream.write(chunk, (error) => (error ? reject(error) : resolve())));

/**
 * Opens where a download goes. A file is written beside its place (`<path>.part-<pid>`, opened here,
 * so a path that cannot be written is refused before anything is fetched) and renamed when complete;
 * on failure or Ctrl-C the partial file is removed, so a broken transfer never leaves one.
 */
export async function openSink(path: string | undefined): Promise<Sink> {
  let written = 0;
  if (!path) {
    return {
      write: async (chunk) => {
        await writeTo(process.stdout, chunk);
        written += chunk.length;
      },
      get written() {
        return written;
      },
      finish: async () => {},
      abandon: async () => {},
    };
  }
  const partial = `${path}.part-${process.pid}`;
  const handle = await open(partial, 'w').catch((error: unknown) => {
    throw cannotWrite(path, error);
  });
  const forget = onInterrupt(() => rmSync(partial, { force: true }));
  const stream = handle.createWriteStream();
  const closed = new Promise<void>((resolve) => stream.once('close', resolve));
  // A write's failure reaches its callback; the stream's own 'error' must not go unhandled.
  stream.on('error', () => {});
  const abandon = async () => {
    stream.destroy();
    await closed;
    await rm(partial, { force: true });
    forget();
  };
  return {
    write: async (chunk) => {
      await writeTo(stream, chunk).catch((error: unknown) => {
        throw cannotWrite(path, error);
      });
      written += chunk.length;
    },
    get written() {
      return written;
    },
    finish: async () => {
      stream.end();
      await closed;
      await rename(partial, path).catch(async (error: unknown) => {
        await abandon();
        throw cannotWrite(path, error);
      });
      forget();
    },
    abandon,
  };
}
