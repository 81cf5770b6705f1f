/**
 * Runs once before the unit and integration tests: migrates a template database, so each test
 * can start from a fresh copy in well under a second (PGlite: a dumped data folder;
 * PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres } from '../../database/client';
import { templatePaths } from './template-paths';

export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templatePaths.postgresTemplate} with (force)`);
    await admin.query(`create database ${templatePaths.postgresTemplate}`);
    await admin.end();
    const template = await openPostgres(withDatabase(url, templatePaths.postgresTemplate), {
      migrate: true,
      max: 1,
    });
    await template.close();
    return;
  }
  const database = await openPglite({ migrate: true });
  const dump = await database.client.dumpDataDir('none');
  mkdirSync(templatePaths.dir, { recursive: true });
  // Write then rename: a parallel test run never reads a half-written template.
  const partial = `${templatePaths.pgliteDump}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, templatePaths.pgliteDump);
  await database.close();
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
