/**
 * How the embedded database starts. PGlite runs PostgreSQL as WebAssembly inside the server
 * process, so PostgreSQL's memory is the server's memory (400 MB idle, 600 MB peak).
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { cpSync, existsSync, fsyncSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * shared_buffers: PostgreSQL's default, 128 MB, is sized for a server with a machine of its
 * own; here it is WebAssembly memory that stays resident (an idle PGlite 0.5.16 measured
 * 270 MB RSS at 128 MB, 165 MB at 16 MB). The embedded database holds a few MB, and pages
 * outside the buffers are read through Node's file system, which the OS page cache keeps.
 */
const sizes = ['-c', 'shared_buffers=16MB'];

/**
 * Durability: PGlite's defaults include `-F` (fsync off). Without it PostgreSQL syncs the WAL at
 * every commit and the data files at every checkpoint, through fsync() (wal_sync_method=fsync:
 * the default, fdatasync, is a no-op in PGlite's WebAssembly runtime). The folder's file system
 * makes fsync() reach the disk (DurableNodeFS below).
 *
 * wal_recycle=off: a WAL segment no longer needed is deleted rather than renamed for reuse, so
 * that after a checkpoint no old segment holds rows deleted since (database/backup-embedded.ts).
 */
const durability = ['-c', 'wal_sync_method=fsync', '-c', 'wal_recycle=off'];

export const pgliteStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  ...sizes,
  ...durability,
];

interface NodeFsModule {
  NODEFS: {
    stream_ops: { fsync?: (stream: { nfd: number }) => number };
    tryFSOperation: (operation: () => void) => void;
  };
}

/**
 * PGlite's Node file system (Emscripten's NODEFS) has no fsync of its own: PostgreSQL's fsync()
 * succeeded without writing anything to disk. This one gives every file it opens an fsync that
 * calls Node's fsyncSync on the real file, so a commit PostgreSQL acknowledges is on disk; a
 * failure reaches PostgreSQL as the file system's error, as on a server.
 */
export class DurableNodeFS extends NodeFS {
  /** How many fsync() calls reached the disk: what the test of this setting counts. */
  syncs = 0;

  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const preRun = (result.emscriptenOpts.preRun ?? []) as unknown as ((m: unknown) => void)[];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (module: unknown) => {
        const { NODEFS } = module as NodeFsModule;
        NODEFS.stream_ops.fsync = (stream) => {
          NODEFS.tryFSOperation(() => fsyncSync(stream.nfd));
          this.syncs += 1;
          return 0;
        };
      },
    ] as unknown as typeof result.emscriptenOpts.preRun;
    return result;
  }
}

/**
 * `EMBEDDED_DB_SYNC=off` is for test runs only, whose data is thrown away: commits are not synced
 * (PGlite's own `-F`), as the test PostgreSQL server runs with fsync=off. A synced commit blocks
 * the worker for the disk's fsync (10 ms or more on a virtual machine's disk), which the
 * end-to-end suite's thousands of writes turn into minutes.
 */
export const syncsCommits = (env: NodeJS.ProcessEnv = process.env) =>
  env.EMBEDDED_DB_SYNC !== 'off';

/** Opens PGlite on a data folder with the settings above, its commits synced to disk. */
export function openCluster(
  pgDataDir: string,
  options: Omit<PGliteOptions, 'fs' | 'dataDir' | 'startParams'> = {},
) {
  const synced = syncsCommits();
  return PGlite.create({
    ...options,
    fs: synced ? new DurableNodeFS(pgDataDir) : new NodeFS(pgDataDir),
    startParams: synced ? pgliteStartParams : [...pgliteStartParams, '-F'],
  });
}

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
  const client = await openCluster(dir);
  await client.close();
}
