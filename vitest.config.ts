import { defineConfig } from 'vitest/config';

// Unit and integration tests run without the React Router plugin (it wants a full app build).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'database/**/*.test.ts',
      'tests/integration/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is single-threaded WebAssembly; two workers match the two cores of CI.
    maxWorkers: 2,
  },
});
