import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildIsStale, isBuildStale } from './build-if-stale';

describe('isBuildStale', () => {
  it('is up to date when every source is older than the older output', () => {
    expect(isBuildStale([2_000, 3_000], [1_000, 1_999])).toBe(false);
  });

  it('is stale when an output is missing or a source is newer than the older output', () => {
    expect(isBuildStale([undefined, 3_000], [1_000])).toBe(true);
    expect(isBuildStale([2_000, 3_000], [1_000, 2_500])).toBe(true);
  });
});

describe('buildIsStale on a project folder', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const seconds = (value: number) => new Date(value * 1000);
  function write(path: string, at: number) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), '');
    utimesSync(join(root, path), seconds(at), seconds(at));
  }
  function dateFolders(at: number) {
    for (const folder of ['app', 'app/routes'])
      utimesSync(join(root, folder), seconds(at), seconds(at));
  }

  it('takes a fresh build as up to date, and a touched source or a deleted file as stale', () => {
    root = mkdtempSync(join(tmpdir(), 'peptidia-stale-'));
    write('app/routes/home.tsx', 100);
    write('app/root.tsx', 100);
    write('package.json', 100);
    dateFolders(100);
    expect(buildIsStale(root, 'build')).toBe(true); // never built

    write('build/server/index.js', 200);
    write('build/host/main.js', 210);
    expect(buildIsStale(root, 'build')).toBe(false);

    write('app/routes/home.tsx', 300); // saved after the build
    expect(buildIsStale(root, 'build')).toBe(true);

    write('app/routes/home.tsx', 100);
    rmSync(join(root, 'app/root.tsx'));
    expect(buildIsStale(root, 'build')).toBe(true); // app/ changed now
  });
});
