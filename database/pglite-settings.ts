/**
 * How the embedded database starts. PGlite runs PostgreSQL as WebAssembly inside the server
 * process, so PostgreSQL's memory is the server's memory (400 MB idle, 600 MB peak).
 */
import { PGlite } from '@electric-sql/pglite';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * shared_buffers: PostgreSQL's default, 128 MB, is sized for a server with a machine of its
 * own; here it is WebAssembly memory that stays resident (an idle PGlite 0.5.16 measured
 * 270 MB RSS at 128 MB, 165 MB at 16 MB). The embedded database holds a few MB, and pages
 * outside the buffers are read through Node's file system, which the OS page cache keeps.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Written by scripts/build-host.ts beside the bundled host; absent when run from source. */
export const emptyClusterDir = fileURLToPath(new URL('./pglite-empty', import.meta.url));

/**
 * Gives a data folder that does not exist yet a copy of the empty cluster the build made, so
 * PGlite opens it as it opens any existing database. PGlite's own initdb runs two more
 * WebAssembly instances beside the database (peak near 800 MB RSS), and restoring a tarball
 * with `loadDataDir` leaves some 100 MB of freed buffers in the process; a file copy costs
 * neither. Without the folder (tests, tsx) PGlite runs initdb itself.
 */
export function copyEmptyCluster(pgDataDir: string, source = emptyClusterDir): void {
  if (existsSync(pgDataDir) || !existsSync(source)) return;
  // Copied beside and renamed, so a crash mid-copy never leaves a half cluster in place.
  const partial = `${pgDataDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(source, partial, { recursive: true });
  renameSync(partial, pgDataDir);
}

/** What the build writes to emptyClusterDir: a new cluster, initdb'd by this PGlite. */
export async function createEmptyCluster(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  const client = await PGlite.create(dir, { startParams: pgliteStartParams });
  await client.close();
}
