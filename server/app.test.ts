import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database/client';
import { loadEnv } from '../app/utils/env.server';
import { createApp } from './app';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function start(ping: () => Promise<void>) {
  const database = {
    ping,
    close: async () => {},
    kind: 'pglite',
    db: {},
  } as unknown as DatabaseHandle;
  const app = createApp({
    env: loadEnv({ NODE_ENV: 'test' }),
    database,
    build: { routes: {}, entry: { module: {} }, assets: {} } as unknown as ServerBuild,
    mode: 'production',
    serveStatic: () => false,
  });
  server = createServer((req, res) => void app.handle(req, res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('/healthz', () => {
  it('answers 200 when SELECT 1 succeeds', async () => {
    const base = await start(async () => {});
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 503 when the database does not answer', async () => {
    const base = await start(() => Promise.reject(new Error('connection refused')));
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('database unavailable');
  });
});
