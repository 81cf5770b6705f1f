import { describe, expect, it } from 'vitest';
import { productionBuildDir } from './build-dir';

describe('productionBuildDir', () => {
  it('the bundled host uses the build it sits in, whatever BUILD_DIR says', () => {
    expect(productionBuildDir('file:///srv/p/.tmp/b/host/main.js', 'elsewhere')).toBe(
      '/srv/p/.tmp/b',
    );
  });

  it('run from source, BUILD_DIR wins, else build/ beside server/', () => {
    expect(productionBuildDir('file:///srv/p/server/build-dir.ts', '/srv/other')).toBe(
      '/srv/other',
    );
    expect(productionBuildDir('file:///srv/p/server/build-dir.ts', undefined)).toBe('/srv/p/build');
  });
});
