import { createServer as createHttpServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFastPathServer } from './fast-path';
import { prepareResponse } from './prepared-response';

const page = prepareResponse(
  { 'Content-Type': 'text/html' },
  { identity: Buffer.from('cached page') },
);

let closeAll: (() => Promise<void>) | undefined;
afterEach(() => closeAll?.());

async function start() {
  const httpServer = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => res.end(`http ${req.method} ${req.url} ${body}`));
  });
  const fast = createFastPathServer(
    httpServer,
    (pathname, signedIn) => (pathname === '/cached' && !signedIn ? page : undefined),
    (cookie) => cookie.includes('session_token'),
  );
  httpServer.emit('listening');
  await new Promise<void>((resolve) => fast.server.listen(0, '127.0.0.1', resolve));
  closeAll = () => new Promise((resolve) => fast.close(() => resolve()));
  return (fast.server.address() as AddressInfo).port;
}

/** Sends raw bytes on one connection and collects what comes back until `until` matches. */
function exchange(port: number, raw: string, until: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (until.test(received)) {
        socket.end();
        resolve(received);
      }
    });
    socket.on('error', reject);
  });
}

describe('fast path', () => {
  it('answers pipelined GETs for cached pages from memory, with a Date header', async () => {
    const port = await start();
    const get = 'GET /cached HTTP/1.1\r\nHost: x\r\n\r\n';
    const received = await exchange(port, get + get, /(cached page[\s\S]*){2}/);
    expect(received.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(received).toMatch(/Date: .+GMT/);
    expect(received).toContain('Content-Length: 11');
  });

  it('hands the connection to the http server, with the bytes it already read', async () => {
    const port = await start();
    const raw =
      'GET /cached HTTP/1.1\r\nHost: x\r\n\r\n' +
      'POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello' +
      'GET /cached HTTP/1.1\r\nHost: x\r\nCookie: better-auth.session_token=t\r\n\r\n';
    const received = await exchange(port, raw, /http GET \/cached/);
    expect(received).toContain('cached page');
    expect(received).toContain('http POST /form hello');
    // Once handed over, even a cacheable request is answered by the http server.
    expect(received).toContain('http GET /cached');
  });

  it('sends headers only for HEAD and leaves signed-in and query requests to the http server', async () => {
    const port = await start();
    const head = await exchange(port, 'HEAD /cached HTTP/1.1\r\nHost: x\r\n\r\n', /\r\n\r\n/);
    expect(head).toContain('Content-Length: 11');
    expect(head).not.toContain('cached page');
    const signedIn = await exchange(
      port,
      'GET /cached HTTP/1.1\r\nHost: x\r\nCookie: better-auth.session_token=t\r\n\r\n',
      /http GET/,
    );
    expect(signedIn).toContain('http GET /cached');
    const query = await exchange(port, 'GET /cached?q=1 HTTP/1.1\r\nHost: x\r\n\r\n', /http GET/);
    expect(query).toContain('http GET /cached?q=1');
  });
});
