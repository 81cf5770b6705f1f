/**
 * The load context a loader or action receives, built around a test database, so integration
 * tests call route modules directly: `await loader({ request, params, context, ... })`.
 */
import type { AppLoadContext } from 'react-router';
import type { DatabaseHandle } from '../../database/client';
import { createAppContext, type AppContextInput } from '../../app/context';
import { loadEnv } from '../../app/utils/env.server';

/** The environment of every test context (and of the cookies tests/support/users.ts signs). */
export const testEnv = loadEnv({
  NODE_ENV: 'test',
  SITE_URL: 'http://localhost:3000',
  DATA_DIR: '.tmp/test-data',
});

export function createTestContext(
  database: DatabaseHandle,
  overrides: Partial<AppContextInput> = {},
): AppLoadContext {
  return createAppContext({
    db: database.db,
    env: testEnv,
    cspNonce: 'test-nonce',
    clientIp: '127.0.0.1',
    ...overrides,
  });
}
