/**
 * How `npm run db:backup` gets a backup of the embedded database from the server that holds it
 * (PGlite allows one process per folder; docs/decisions/0013-backups.md): a request in
 * DATA_DIR/backup-requests, answered with the backup beside it (server-requests.ts). The server
 * writes nowhere but its own folder.
 */
import { join } from 'node:path';
import {
  answerServerRequests,
  askServer,
  ServerRequestFailed,
  type AskLimits,
} from './server-requests';

const requestsDir = (dataDir: string) => join(dataDir, 'backup-requests');

/** The command's side: asks, waits, returns the backup (and leaves no file behind). */
export async function requestBackup(
  dataDir: string,
  holder: number,
  limits: AskLimits = {},
): Promise<Buffer> {
  try {
    return await askServer(requestsDir(dataDir), '', holder, limits, 'backup request');
  } catch (error) {
    if (!(error instanceof ServerRequestFailed)) throw error;
    throw new Error(`The server could not write the backup: ${error.message}`);
  }
}

/** The server's side: looks for requests every `intervalMs`, one backup at a time. */
export function answerBackupRequests(
  dataDir: string,
  dump: () => Promise<Buffer>,
  log: (line: string) => void,
  intervalMs = 1000,
): () => void {
  const backup = async () => {
    const written = await dump();
    log(`[backup] written for npm run db:backup (${written.length} bytes)`);
    return written;
  };
  return answerServerRequests(requestsDir(dataDir), backup, log, intervalMs);
}
