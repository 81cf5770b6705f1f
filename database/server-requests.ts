/**
 * How a command asks the server that holds the embedded database to do something for it (PGlite
 * allows one process per folder; decision 0013): request files in a folder of DATA_DIR per kind
 * of request (a backup, a price check). The command writes `<id>.request` (its argument as
 * text), the server renames it to `.working`, does the work and writes `<id>.answer` (text or
 * bytes) or `<id>.failed` (one line) beside it. Only who may write the data folder can ask, and
 * they could read the database anyway; nothing listens on the network.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { join } from 'node:path';

export interface AskLimits {
  pickUpMs?: number;
  doneMs?: number;
  pollMs?: number;
}

/** The server took the request and says why it could not do it. */
export class ServerRequestFailed extends Error {}

/** Where `npm run prices:check` asks the server holding the embedded database. */
export const priceCheckRequests = (dataDir: string) => join(dataDir, 'price-check-requests');

/**
 * The command's side: asks with `argument`, waits, returns the server's answer (and leaves no
 * file behind). `what` names the request in the messages: 'request', 'backup request'.
 */
export async function askServer(
  dir: string,
  argument: string,
  holder: number,
  limits: AskLimits = {},
  what = 'request',
): Promise<Buffer> {
  const { pickUpMs = 10_000, doneMs = 600_000, pollMs = 200 } = limits;
  mkdirSync(dir, { recursive: true });
  const id = randomUUID();
  const path = (suffix: string) => join(dir, `${id}.${suffix}`);
  writeFileSync(path('partial'), argument);
  renameSync(path('partial'), path('request')); // whole before the server can see it
  const started = Date.now();
  try {
    for (;;) {
      await delay(pollMs);
      const present = new Set(readdirSync(dir));
      if (present.has(`${id}.answer`)) return readFileSync(path('answer'));
      if (present.has(`${id}.failed`)) {
        throw new ServerRequestFailed(readFileSync(path('failed'), 'utf8'));
      }
      const waited = Date.now() - started;
      if (present.has(`${id}.request`) && waited > pickUpMs) {
        throw new Error(
          `The server (pid ${holder}) holds the embedded database but did not take the ${what} ` +
            `within ${pickUpMs / 1000} s; a server started before this command existed does not ` +
            'answer: restart it, or stop it and run the command again.',
        );
      }
      if (waited > doneMs) throw new Error('The server did not finish in time.');
    }
  } finally {
    for (const suffix of ['request', 'answer', 'failed']) rmSync(path(suffix), { force: true });
  }
}

/** The server's side: looks for requests every `intervalMs`, one at a time. */
export function answerServerRequests(
  dir: string,
  work: (argument: string) => Promise<string | Buffer>,
  log: (line: string) => void,
  intervalMs = 1000,
): () => void {
  let busy = false;
  async function answer(id: string) {
    const path = (suffix: string) => join(dir, `${id}.${suffix}`);
    try {
      renameSync(path('request'), path('working')); // taken: never answered twice
    } catch {
      return; // the command gave up and removed it
    }
    try {
      const text = await work(readFileSync(path('working'), 'utf8'));
      writeFileSync(path('partial'), text);
      renameSync(path('partial'), path('answer'));
    } catch (error) {
      const line = (error as Error).message.split('\n')[0] ?? 'unknown';
      writeFileSync(path('failed'), line);
      log(`[requests] ${dir}: ${line}`);
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
