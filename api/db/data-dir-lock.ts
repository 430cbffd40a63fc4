import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmdirSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { StartRefused } from '../config.ts';

/** The lock file of an embedded database, in its DATA_DIR beside the `db` folder. */
export const LOCK_FILE = 'db.lock';

/** What the lock file holds: who owns the folder, and since when. */
interface LockOwner {
  pid: number;
  host: string;
  /** When the owning process started (ISO time), for the operator. */
  startedAt: string;
  /** Linux: the process's start in clock ticks since boot (/proc/<pid>/stat), which tells a reused pid from the owner. */
  processStart?: string;
  /** Unique to this lock, so a takeover can tell the lock it judged stale from a new one. */
  nonce: string;
}

/** The lock of one data folder, held by this process until `release()`. */
export interface DataDirLock {
  dataDir: string;
  file: string;
  /** Removes the lock file (when it is still ours); idempotent. */
  release(): void;
}

/** Locks this process holds, by nonce → file: released at exit, whatever the path to it. */
const held = new Map<string, string>();
let exitHook = false;

/** The start time of a process in clock ticks since boot, on Linux; undefined elsewhere or when it is gone. */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses): state is the 3rd, starttime the 22nd.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function readOwner(file: string): LockOwner | 'unreadable' | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const owner = JSON.parse(text) as LockOwner;
    return typeof owner.pid === 'number' && typeof owner.nonce === 'string' ? owner : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/**
 * Whether the lock's owner still runs: true, or the reason it is taken to be gone. An owner on
 * another host cannot be checked, so it is taken to be alive.
 */
function ownerAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  // Our own pid: this process holds it (opening the folder twice), or a former process had our pid
  // (a container restarted after a crash starts its process under the same pid).
  if (owner.pid === process.pid) return held.has(owner.nonce);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it runs, under another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // A pid the system has given to another process since the owner died.
  const start = processStart(owner.pid);
  return !(owner.processStart && start && start !== owner.processStart);
}

/**
 * Moves a stale lock out of the way. The rename is atomic, so of two processes taking over the same
 * stale lock one moves it; the other, finding it moved a fresh lock instead, puts that one back.
 */
function takeOver(file: string, stale: LockOwner | 'unreadable'): void {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  const same = stale === 'unreadable' ? moved === 'unreadable' : typeof moved === 'object' && moved.nonce === stale.nonce;
  if (!same) {
    try {
      linkSync(aside, file);
    } catch {
      // Yet another process made a lock meanwhile: it stays.
    }
  }
  unlinkSync(aside);
}

const describe = (owner: LockOwner) => `pid ${owner.pid}${owner.host === hostname() ? '' : ` on host ${owner.host}`}, started ${owner.startedAt}`;

/**
 * Takes the lock of the embedded database under `dataDir`: a file created only when absent
 * (O_EXCL), holding this process's pid and start. A lock whose process is gone (killed, crashed) is
 * taken over; a live one refuses with StartRefused naming DATA_DIR and its owner's pid. Released by
 * `release()`, and at the latest when this process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  // A folder made only for the lock is removed with it when nothing else was put in it (a refused start).
  const created = mkdirSync(dataDir, { recursive: true }) !== undefined;
  const file = join(dataDir, LOCK_FILE);
  const mine: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    processStart: processStart(process.pid),
    nonce: randomBytes(12).toString('hex'),
  };
  const inUse = (owner: LockOwner) =>
    new StartRefused(
      owner.pid === process.pid && held.has(owner.nonce)
        ? `DATA_DIR ${dataDir} is already open in this process: the embedded database's folder is opened once`
        : `DATA_DIR ${dataDir} is in use by another process (${describe(owner)}): the embedded database's folder is opened by one process only; stop that one first, or share a PostgreSQL (DATABASE_URL)${owner.host === hostname() ? '' : `, or delete ${file} if that process is gone`}`,
    );
  for (let attempt = 0; attempt < 20; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner === undefined) continue;
      if (owner === 'unreadable') {
        // Created but not yet written by a process starting this moment, or left so by a crash in
        // between: a fresh one is waited for, an old one taken over.
        let age = Infinity;
        try {
          age = Date.now() - statSync(file).mtimeMs;
        } catch {
          continue;
        }
        if (age < 2_000) {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
          continue;
        }
      } else if (ownerAlive(owner)) {
        throw inUse(owner);
      }
      takeOver(file, owner);
      continue;
    }
    try {
      writeSync(fd, `${JSON.stringify(mine)}\n`);
    } finally {
      closeSync(fd);
    }
    held.set(mine.nonce, file);
    if (!exitHook) {
      exitHook = true;
      process.once('exit', () => {
        for (const [nonce, path] of held) releaseFile(path, nonce);
      });
    }
    return {
      dataDir,
      file,
      release: () => {
        if (!held.has(mine.nonce)) return;
        releaseFile(file, mine.nonce);
        if (created) {
          try {
            rmdirSync(dataDir);
          } catch {
            // Not empty: it holds the data.
          }
        }
      },
    };
  }
  throw new StartRefused(`DATA_DIR ${dataDir}: could not take its lock ${file}, which other processes keep changing`);
}

/** Removes the lock file when it is still the one with `nonce`. */
function releaseFile(file: string, nonce: string): void {
  held.delete(nonce);
  try {
    const owner = readOwner(file);
    if (typeof owner === 'object' && owner.nonce === nonce) unlinkSync(file);
  } catch {
    // Gone already, or the folder with it.
  }
}
