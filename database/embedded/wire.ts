/**
 * The messages between a cluster's primary, which holds the embedded database, and its workers
 * (decision 0028). Each is a structured clone (`serialization: 'advanced'`), so Dates, BigInts
 * and bytes cross as they are. Their keys begin with `peptidiaDb` so that no other message on
 * the channel is taken for one.
 */

export type QueryCall = {
  op: 'query';
  text: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  /** Type ids whose values stay as PostgreSQL's text (Drizzle parses them itself). */
  raw?: number[];
};

export type Call =
  QueryCall | { op: 'begin' } | { op: 'end'; commit: boolean } | { op: 'versions' }; // subscribes to the content versions; answers the current ones

/** A worker's call: `txn` names the transaction a query or end belongs to. */
export interface Request {
  peptidiaDb: number; // the call's id
  txn?: number;
  call: Call;
}

export interface Reply {
  peptidiaDbReply: number;
  result?: unknown;
  error?: WireError;
}

/** The content versions after some write; a higher `seq` was read later. */
export interface VersionsSnapshot {
  seq: number;
  entries: Array<[string, number]>;
}
/** The primary's push of new content versions, and the worker's word that it took them. */
export type Push = { peptidiaDbVersions: VersionsSnapshot };
export type Ack = { peptidiaDbAck: number };

/** The fields of a PostgreSQL error that callers read (the SQLSTATE code, logs). */
const errorFields = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema'] as const;
export type WireError = { message: string } & Partial<Record<(typeof errorFields)[number], string>>;

export function toWire(error: unknown): WireError {
  const source = (error ?? {}) as Record<string, unknown>;
  const wire: WireError = { message: String(source.message ?? error) };
  for (const field of errorFields) {
    if (typeof source[field] === 'string') wire[field] = source[field];
  }
  return wire;
}

export function fromWire(wire: WireError): Error {
  return Object.assign(new Error(wire.message), wire);
}

export const isRequest = (message: unknown): message is Request =>
  typeof (message as Request | null)?.peptidiaDb === 'number';

export const ackOf = (message: unknown) => (message as Ack | null)?.peptidiaDbAck;
export const pushOf = (message: unknown) => (message as Push | null)?.peptidiaDbVersions;
export const replyOf = (message: unknown) =>
  typeof (message as Reply | null)?.peptidiaDbReply === 'number' ? (message as Reply) : undefined;
