/**
 * How the embedded database starts. PGlite runs PostgreSQL as WebAssembly inside the server
 * process, so PostgreSQL's memory is the server's memory (issue 11: 400 MB idle, 600 MB peak).
 */
import { PGlite } from '@electric-sql/pglite';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * shared_buffers: PostgreSQL's default, 128 MB, is sized for a server with a machine of its
 * own; here it is WebAssembly memory that stays resident (an idle PGlite 0.5.16 measured
 * 270 MB RSS at 128 MB, 165 MB at 16 MB). The embedded database holds a few MB, and pages
 * outside the buffers are read through Node's file system, which the OS page cache keeps.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Written by scripts/build-host.ts beside the bundled host; absent when run from source. */
export const emptyClusterFile = fileURLToPath(new URL('./pglite-empty.tar.gz', import.meta.url));

/**
 * For a data folder that has no database yet: the empty cluster the build made. PGlite's own
 * initdb runs two more WebAssembly instances beside the database and peaks near 800 MB RSS;
 * restoring the same initdb output from this file peaks near 300 MB. Without the file (tests,
 * tsx) PGlite runs initdb itself.
 */
export function emptyClusterFor(pgDataDir: string, file = emptyClusterFile): Blob | undefined {
  if (existsSync(join(pgDataDir, 'PG_VERSION')) || !existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}

/** What the build writes to emptyClusterFile: a new cluster, initdb'd by this PGlite. */
export async function dumpEmptyCluster(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    return await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
}
