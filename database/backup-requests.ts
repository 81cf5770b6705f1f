/**
 * How `npm run db:backup` gets a backup of the embedded database from the server that holds it
 * (PGlite allows one process per folder; docs/decisions/0013-backups.md): the command drops a
 * request file into DATA_DIR/backup-requests, the server answers with the backup beside it.
 * Only who may write the data folder can ask, and they could read the database anyway; nothing
 * new listens on the network, and the server writes nowhere but its own folder.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { join } from 'node:path';

const requestsDir = (dataDir: string) => join(dataDir, 'backup-requests');

/** The command's side: asks, waits, returns the backup (and leaves no file behind). */
export async function requestBackup(
  dataDir: string,
  holder: number,
  limits: { pickUpMs?: number; doneMs?: number; pollMs?: number } = {},
): Promise<Buffer> {
  const { pickUpMs = 10_000, doneMs = 600_000, pollMs = 200 } = limits;
  const dir = requestsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const id = randomUUID();
  const path = (suffix: string) => join(dir, `${id}.${suffix}`);
  writeFileSync(path('request'), '');
  const started = Date.now();
  try {
    for (;;) {
      await delay(pollMs);
      const present = new Set(readdirSync(dir));
      if (present.has(`${id}.gz`)) return readFileSync(path('gz'));
      if (present.has(`${id}.failed`)) {
        throw new Error(
          `The server could not write the backup: ${readFileSync(path('failed'), 'utf8')}`,
        );
      }
      const waited = Date.now() - started;
      if (present.has(`${id}.request`) && waited > pickUpMs) {
        throw new Error(
          `The server (pid ${holder}) holds the embedded database but did not take the backup ` +
            `request within ${pickUpMs / 1000} s; a server started before backups existed does ` +
            'not answer: restart it, or stop it and run the backup again.',
        );
      }
      if (waited > doneMs) throw new Error('The server did not finish the backup in time.');
    }
  } finally {
    for (const suffix of ['request', 'gz', 'failed']) rmSync(path(suffix), { force: true });
  }
}

/** The server's side: looks for requests every `intervalMs`, one backup at a time. */
export function answerBackupRequests(
  dataDir: string,
  dump: () => Promise<Buffer>,
  log: (line: string) => void,
  intervalMs = 1000,
): () => void {
  const dir = requestsDir(dataDir);
  let busy = false;
  async function answer(id: string) {
    const path = (suffix: string) => join(dir, `${id}.${suffix}`);
    try {
      renameSync(path('request'), path('working')); // taken: never answered twice
    } catch {
      return; // the command gave up and removed it
    }
    try {
      const backup = await dump();
      writeFileSync(path('partial'), backup);
      renameSync(path('partial'), path('gz'));
      log(`[backup] written for npm run db:backup (${backup.length} bytes)`);
    } catch (error) {
      writeFileSync(path('failed'), (error as Error).message.split('\n')[0] ?? 'unknown');
      log(`[backup] failed: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      rmSync(path('working'), { force: true });
      rmSync(path('partial'), { force: true });
    }
  }
  const timer = setInterval(() => {
    if (busy) return;
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return; // no request was ever made
    }
    const ids = names.filter((name) => name.endsWith('.request')).map((name) => name.slice(0, -8));
    if (ids.length === 0) return;
    busy = true;
    void (async () => {
      for (const id of ids) await answer(id);
    })().finally(() => (busy = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
