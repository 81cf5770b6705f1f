/** Where the server under test writes its log (playwright.config.ts, scripts/test-e2e.sh). */
export const serverLogPath = () =>
  process.env.E2E_SERVER_LOG ?? `.tmp/e2e-server-${process.env.E2E_PORT ?? 3300}.log`;
