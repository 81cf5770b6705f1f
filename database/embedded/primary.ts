/**
 * The primary's half of the shared embedded database (decision 0028): answers the workers'
 * queries and transactions on the one PGlite. A transaction holds PGlite's exclusive lock from
 * its BEGIN until the worker sends its end, as a transaction on PGlite in one process does; the
 * worker's other queries and the other workers' wait for it. A worker that dies mid-transaction
 * has it rolled back.
 */
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type { Worker } from 'node:cluster';
import { versionPushes } from './versions';
import { ackOf, isRequest, toWire, type QueryCall, type Reply, type Request } from './wire';

interface OpenTransaction {
  run: (call: QueryCall) => Promise<Results<unknown>>;
  end: (commit: boolean) => Promise<void>;
  /** A statement other than a SELECT ran: its commit may change the content versions. */
  wrote: boolean;
}

/** Drizzle's reads start with `select`; anything else may write. */
const mayWrite = (text: string) => !/^\s*select\b/i.test(text);

const identity = (value: unknown) => value;

function runQuery(runner: Pick<PGlite, 'query'>, call: QueryCall) {
  const options: QueryOptions = { rowMode: call.rowMode ?? 'object' };
  if (call.raw) options.parsers = Object.fromEntries(call.raw.map((type) => [type, identity]));
  return runner.query(call.text, call.params, options);
}

/** Starts a transaction and answers once PGlite has begun it (its lock is held from then). */
function beginTransaction(client: PGlite): Promise<OpenTransaction> {
  return new Promise((started, failed) => {
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    const rollback = new Error('rolled back by the worker');
    const done = client
      .transaction(async (tx) => {
        started({ run: (call) => runQuery(tx, call), end, wrote: false });
        if (!(await decided)) throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    done.catch(failed); // a BEGIN that failed before the transaction started
    async function end(commit: boolean) {
      finish(commit);
      await done;
    }
  });
}

function sendReply(worker: Worker, reply: Reply) {
  if (!worker.isConnected()) return;
  worker.send(reply, (error: Error | null) => {
    // A reply that cannot be cloned: the worker gets the reason instead of waiting for ever.
    if (error && reply.result !== undefined && worker.isConnected()) {
      worker.send({ peptidiaDbReply: reply.peptidiaDbReply, error: toWire(error) });
    }
  });
}

const rollBack = (transaction: OpenTransaction) =>
  transaction.end(false).catch((error: unknown) => {
    console.error(`[database] rolling back a stopped worker's transaction: ${String(error)}`);
  });

/**
 * Answers the workers' calls on `client`: `onMessage` for the cluster's 'message' event, and
 * `forget` for its 'exit' (rolls back what the worker left open).
 */
export function shareEmbeddedDatabase(client: PGlite) {
  const open = new Map<Worker, Map<number, OpenTransaction>>();
  const versions = versionPushes(client);

  async function answer(worker: Worker, { call, txn, peptidiaDb: id }: Request) {
    let transactions = open.get(worker);
    if (!transactions) open.set(worker, (transactions = new Map()));
    if (call.op === 'begin') {
      const transaction = await beginTransaction(client);
      if (open.get(worker) !== transactions) {
        await rollBack(transaction); // the worker stopped while it waited for the lock
        throw new Error('the worker has stopped');
      }
      transactions.set(id, transaction);
      return id; // the transaction's id from now on
    }
    if (call.op === 'versions') return versions.subscribe(worker);
    if (txn === undefined) {
      if (call.op !== 'query') throw new Error('end without a transaction');
      const result = await runQuery(client, call);
      if (mayWrite(call.text)) await versions.publish();
      return result;
    }
    const transaction = transactions.get(txn);
    if (!transaction) throw new Error(`no open transaction ${txn}`);
    if (call.op === 'query') {
      if (mayWrite(call.text)) transaction.wrote = true;
      return transaction.run(call);
    }
    transactions.delete(txn);
    await transaction.end(call.commit);
    if (call.commit && transaction.wrote) await versions.publish();
    return null;
  }

  return {
    onMessage(worker: Worker, message: unknown) {
      const ack = ackOf(message);
      if (typeof ack === 'number') return versions.acknowledged(worker, ack);
      if (!isRequest(message)) return;
      const id = message.peptidiaDb;
      answer(worker, message).then(
        (result) => sendReply(worker, { peptidiaDbReply: id, result }),
        (error: unknown) => sendReply(worker, { peptidiaDbReply: id, error: toWire(error) }),
      );
    },
    /** Rolls back every transaction the worker left open, so the lock is free for the others. */
    forget(worker: Worker) {
      versions.forget(worker);
      const transactions = open.get(worker);
      open.delete(worker);
      for (const transaction of transactions?.values() ?? []) void rollBack(transaction);
    },
  };
}
