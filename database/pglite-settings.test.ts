import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyClusterFor } from './pglite-settings';

describe('emptyClusterFor', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('offers the build’s empty cluster to a new data folder only', async () => {
    dir = mkdtempSync(join(tmpdir(), 'peptidia-cluster-'));
    const file = join(dir, 'pglite-empty.tar.gz');
    const pgData = join(dir, 'data', 'pglite');
    expect(emptyClusterFor(pgData, file)).toBeUndefined(); // run from source: no file

    writeFileSync(file, 'tar');
    expect(await emptyClusterFor(pgData, file)?.text()).toBe('tar');

    mkdirSync(pgData, { recursive: true });
    writeFileSync(join(pgData, 'PG_VERSION'), '17');
    expect(emptyClusterFor(pgData, file)).toBeUndefined(); // a database is there already
  });
});
