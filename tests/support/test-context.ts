/**
 * The load context a loader or action receives, built around a test database, so integration
 * tests call route modules directly: `await loader({ request, params, context, ... })`.
 */
import type { AppLoadContext } from 'react-router';
import type { DatabaseHandle } from '../../database/client';
import { loadEnv } from '../../app/utils/env.server';
import '../../app/context';

export function createTestContext(
  database: DatabaseHandle,
  overrides: Partial<AppLoadContext> = {},
): AppLoadContext {
  return {
    db: database.db,
    env: loadEnv({
      NODE_ENV: 'test',
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: '.tmp/test-data',
    }),
    cspNonce: 'test-nonce',
    clientIp: '127.0.0.1',
    ...overrides,
  };
}
