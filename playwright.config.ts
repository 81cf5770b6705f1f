import { defineConfig } from '@playwright/test';
import { serverLogPath } from './tests/e2e/server-log';

const port = Number(process.env.E2E_PORT ?? 3300);
const pristineSpecs = /(screenshots|page-weight|tools-compare)\.spec\.ts$/;

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
 * build, served by our own host on a fresh database (scripts/test-e2e.sh prepares both).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // One results folder per port, so parallel runs on one machine do not wipe each other's.
  outputDir: `.tmp/test-results-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Generous for a 2-core machine that runs the host, two browsers and the suite at once: a
  // timeout here says the machine was busy, not that a visitor waited (budgets are benchmarks).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Screenshot references (tests/e2e/screenshots.spec.ts) by name alone, without the platform
  // suffix: CI draws them with the same Debian Chromium on Linux.
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Pages measured against checked-in figures (screenshots, page weight) and the seeded price
  // table (tools-compare) run first, on the fresh database: other specs add prices and lab
  // results as an editor or a feed would, which change those pages (a fresh best value, an
  // adjusted $/mg, a new offer row, a price history). scripts/test-e2e.sh runs the
  // two projects as two passes (the second with --no-deps), so a picture that differs never
  // keeps the behaviour tests from running; the dependency orders a bare `playwright test`.
  projects: [
    { name: 'pristine', testMatch: pristineSpecs },
    { name: 'e2e', testIgnore: pristineSpecs, dependencies: ['pristine'] },
  ],
  webServer: {
    // The bundled host that `npm run build` wrote into the build under test. Its log goes to a
    // file that tests/e2e/logs.spec.ts searches for secrets (scripts/test-e2e.sh shows its end
    // when a run fails); `exec` so that stopping the server stops node itself.
    command: `exec node ${process.env.BUILD_DIR ?? 'build'}/host/main.js >> ${serverLogPath()} 2>&1`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
      ADMIN_EMAILS: 'admin@e2e.test',
      GUIDE_VIDEO_ID: 'e2eVideo001',
      // Every spec signs up its own users from 127.0.0.1: keep the per-IP limits out of the way.
      RATE_LIMIT_SCALE: '20',
      LOG_FORMAT: 'json',
      // A page-cache declaration mistake fails its page here, as in development and Vitest.
      PAGE_CACHE_CHECKS: 'fail',
      // tests/e2e/price-feeds.spec.ts reads a local fixture shop on 127.0.0.1, an address the
      // price checks refuse everywhere else.
      PRICE_FEEDS_ALLOW_PRIVATE: '1',
      ...(process.env.DATABASE_URL
        ? {
            DATABASE_URL: process.env.DATABASE_URL,
            AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123',
          }
        : {}),
    },
  },
});
