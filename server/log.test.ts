import type { IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../tests/support/test-database';
import { formatLine, inRequestScope } from './log';
import { messageOf } from './log-line';

const token = 'Zq3sessionTokenValue0123456789ab';

describe('log lines', () => {
  it('logs a failed query as the driver’s code and message: no query, no parameters', async () => {
    const database = await createTestDatabase();
    let error: unknown;
    try {
      await database.db.execute(sql`select * from no_such_table where token = ${token}`);
    } catch (caught) {
      error = caught;
    } finally {
      await database.close();
    }
    expect(String((error as Error).message)).toContain(token); // what Drizzle's message holds
    const line = messageOf(['[community] posting a comment failed:', error]);
    expect(line).toMatch(/^\[community\] posting a comment failed: database error 42P01 /);
    expect(line).not.toContain(token);
    expect(line).not.toMatch(/params|select \*/);
    expect(line).not.toContain('\n');
  });

  it('makes an error with a stack one line', () => {
    const line = messageOf(['[server] request failed:', new TypeError('x is not a function')]);
    expect(line).toMatch(/^\[server\] request failed: TypeError: x is not a function \(at /);
    expect(line).not.toContain('\n');
  });

  it.each([
    [`Cookie: better-auth.session_token=${token}.sig; theme=dark`],
    [`set-cookie better-auth.session_token=${token}`],
    [`GET /auth?token=${token}&next=/`],
    [`{ "password": "${token}" }`],
    [`postgres://peptidia:${token}@db:5432/peptidia`],
    [`Failed query: select 1\nparams: ${token}`],
  ])('blanks a secret in %j', (text) => {
    const line = messageOf([text]);
    expect(line).not.toContain(token);
    expect(line).not.toContain('\n');
  });

  it('writes JSON lines with the request id, and text lines with it in front', () => {
    const req = { headers: { 'x-request-id': 'nginx-abc123' } } as unknown as IncomingMessage;
    const json = inRequestScope(req, true, () => formatLine('json', 'error', ['oops\nmore']));
    expect(JSON.parse(json)).toMatchObject({
      level: 'error',
      requestId: 'nginx-abc123',
      message: 'oops | more',
    });
    // Without TRUST_PROXY the header is not believed: an id is made here.
    const text = inRequestScope(req, false, () => formatLine('text', 'info', ['hello']));
    expect(text).toMatch(/^\[[0-9a-f]{12}\] hello$/);
    expect(formatLine('text', 'info', ['outside a request'])).toBe('outside a request');
  });
});
