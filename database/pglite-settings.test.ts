import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyEmptyCluster } from './pglite-settings';

describe('copyEmptyCluster', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the build’s empty cluster to a data folder that does not exist yet, only', () => {
    dir = mkdtempSync(join(tmpdir(), 'peptidia-cluster-'));
    const source = join(dir, 'pglite-empty');
    const pgData = join(dir, 'data', 'pglite');
    mkdirSync(join(dir, 'data'));
    copyEmptyCluster(pgData, source); // run from source: no empty cluster, PGlite runs initdb
    expect(existsSync(pgData)).toBe(false);

    mkdirSync(join(source, 'base'), { recursive: true });
    writeFileSync(join(source, 'PG_VERSION'), '17');
    writeFileSync(join(source, 'base', 'file'), 'empty');
    copyEmptyCluster(pgData, source);
    expect(readFileSync(join(pgData, 'base', 'file'), 'utf8')).toBe('empty');

    writeFileSync(join(pgData, 'base', 'file'), 'data');
    copyEmptyCluster(pgData, source); // a database is there already: left alone
    expect(readFileSync(join(pgData, 'base', 'file'), 'utf8')).toBe('data');
  });
});
