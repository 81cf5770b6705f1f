import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIp } from './app-request';

const request = (forwardedFor: string) =>
  ({
    headers: { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: '192.0.2.10' },
  }) as unknown as IncomingMessage;

describe('clientIp behind a trusted proxy', () => {
  it.each([
    ['203.0.113.7, 10.0.0.1', '203.0.113.7'],
    ['2001:db8::7', '2001:db8::7'],
  ])('takes the first address of X-Forwarded-For %j', (header, ip) => {
    expect(clientIp(request(header), true)).toBe(ip);
  });

  it.each(['203.0.113.7\u0000', 'evil\u001b[31m', 'unknown', '<script>'])(
    'keeps the connection’s address when the first entry %j is no IP address',
    (header) => {
      expect(clientIp(request(header), true)).toBe('192.0.2.10');
    },
  );

  it('ignores the header when the proxy is not trusted', () => {
    expect(clientIp(request('203.0.113.7'), false)).toBe('192.0.2.10');
  });
});
