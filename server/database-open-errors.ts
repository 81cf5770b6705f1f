/**
 * The one line for a database that cannot be opened, naming what to change: DATABASE_URL for a
 * PostgreSQL server that refuses or is out of reach, the data folder for a locked PGlite. Used
 * by the server at start-up and by every command, which do not wait for PostgreSQL as the server
 * does (server/open-database.ts) but stop at once.
 */
import { examples } from '../app/utils/env.server';
import {
  databaseOutageReason,
  isDatabaseUnavailable,
  pgErrorCode,
} from '../app/utils/database-errors.server';
import { DataDirLockedError } from '../database/data-dir-lock';

const example = `; for example DATABASE_URL=${examples.DATABASE_URL}`;

/** Node's code for a host name that does not resolve, anywhere in the error's causes. */
function isUnknownHost(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === 'ENOTFOUND') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The driver's own message, first line: never Drizzle's wrapper, which quotes the query. */
function firstLine(error: unknown): string {
  let innermost = error;
  for (let depth = 0; depth < 5 && (innermost as { cause?: unknown })?.cause; depth++) {
    innermost = (innermost as { cause: unknown }).cause;
  }
  return String((innermost as Error)?.message ?? innermost).split('\n')[0]!;
}

export function describeDatabaseOpenError(error: unknown): string {
  if (error instanceof DataDirLockedError) return error.message;
  if (isDatabaseUnavailable(error)) {
    return `DATABASE_URL: the PostgreSQL server does not answer (${databaseOutageReason(error)}); start it or correct the host and port${example}`;
  }
  if (isUnknownHost(error)) {
    return `DATABASE_URL: its host name does not resolve (${firstLine(error)})${example}`;
  }
  switch (pgErrorCode(error)) {
    case '28P01':
    case '28000':
      return `DATABASE_URL: the server refused its user or password (${firstLine(error)})${example}`;
    case '3D000':
      return `DATABASE_URL names a database that does not exist (${firstLine(error)}); create it with createdb${example}`;
  }
  return `Could not open the database: ${firstLine(error)}`;
}
