/**
 * The worker's half of the shared embedded database (decision 0028): PGlite's `query` and
 * `transaction`, the two calls Drizzle's PGlite driver makes, sent to the primary over the
 * cluster's IPC channel; and the content versions the primary pushes after each write.
 */
import type { QueryOptions, Results } from '@electric-sql/pglite';
import {
  fromWire,
  pushOf,
  replyOf,
  type Ack,
  type Call,
  type Request,
  type VersionsSnapshot,
} from './wire';

type Send = (message: Request | Ack) => void;
type Listen = (onMessage: (message: unknown) => void) => void;
type Caller = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** Calls answered by the primary, matched by id; a push is taken and acknowledged at once. */
function channel(send: Send, listen: Listen, onPush: (snapshot: VersionsSnapshot) => void) {
  let nextId = 1;
  const waiting = new Map<number, Caller>();
  listen((message) => {
    const pushed = pushOf(message);
    if (pushed) {
      onPush(pushed);
      send({ peptidiaDbAck: pushed.seq }); // taken: the primary may answer the writer now
      return;
    }
    const reply = replyOf(message);
    if (!reply) return;
    const caller = waiting.get(reply.peptidiaDbReply);
    waiting.delete(reply.peptidiaDbReply);
    if (reply.error) caller?.reject(fromWire(reply.error));
    else caller?.resolve(reply.result);
  });
  return function call<T>(request: Call, txn?: number): Promise<T> {
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        send({ peptidiaDb: id, txn, call: request });
      } catch (error) {
        waiting.delete(id);
        // The primary is gone (the server is stopping): an outage to the app, never a 500.
        const gone = new Error(`embedded database unreachable: ${String(error)}`);
        reject(Object.assign(gone, { code: '08006' }));
      }
    });
  };
}

/** The type ids of the parsers given, which must leave the text as it is (Drizzle's do). */
function rawTypes(options: QueryOptions | undefined): number[] | undefined {
  const parsers = options?.parsers;
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse('2000-01-01', Number(type)) !== '2000-01-01') {
      throw new Error(`only identity parsers cross to the embedded database (type ${type})`);
    }
    return Number(type);
  });
}

export function embeddedDatabaseClient(
  send: Send = (message) => process.send!(message),
  listen: Listen = (onMessage) => process.on('message', onMessage),
) {
  let latest: VersionsSnapshot | undefined;
  let onVersions: ((versions: Map<string, number>) => void) | undefined;
  const take = (snapshot: VersionsSnapshot) => {
    if (latest && latest.seq >= snapshot.seq) return; // an answer overtaken by a push
    latest = snapshot;
    onVersions?.(new Map(snapshot.entries));
  };
  const call = channel(send, listen, take);
  const query = (txn?: number) =>
    function <T>(text: string, params?: unknown[], options?: QueryOptions) {
      const { rowMode } = options ?? {};
      return call<Results<T>>({ op: 'query', text, params, rowMode, raw: rawTypes(options) }, txn);
    };

  return {
    query: query(),
    /**
     * Calls `listener` with the content versions now and after every write that changes them,
     * before that write's commit is answered.
     */
    async watchVersions(listener: (versions: Map<string, number>) => void) {
      onVersions = listener;
      take(await call<VersionsSnapshot>({ op: 'versions' }));
    },
    async transaction<T>(run: (tx: { query: ReturnType<typeof query> }) => Promise<T>) {
      const txn = await call<number>({ op: 'begin' });
      let result: T;
      try {
        result = await run({ query: query(txn) });
      } catch (error) {
        await call({ op: 'end', commit: false }, txn).catch(() => {});
        throw error;
      }
      await call({ op: 'end', commit: true }, txn);
      return result;
    },
  };
}
