/**
 * PGlite allows one process per data folder and does nothing to stop a second one, which
 * corrupts the folder. Whoever opens the embedded database first takes this lock; anyone
 * else is refused with a message that says what to do.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding `dir`'s lock, if any (a lock left by a dead process is no lock). */
export function lockHolder(dir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, '.lock'), 'utf8');
  } catch {
    return undefined;
  }
  const holder = Number.parseInt(text, 10);
  return Number.isInteger(holder) && (holder === process.pid || isAlive(holder))
    ? holder
    : undefined;
}

export function lockedMessage(dir: string, holder: number): string {
  return (
    `The embedded database in ${dir} is in use by another process (pid ${holder}). ` +
    'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.'
  );
}

/** Takes the lock on `dir` or throws DataDirLockedError. Returns the release function. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dir);
      if (holder !== undefined) throw new DataDirLockedError(lockedMessage(dir, holder));
      // The holder died without releasing the lock: take it over.
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database folder ${dir}.`);
}
