/**
 * The fast path in front of Node's http server. Each new connection is read here first: plain
 * GET/HEAD requests for a page in the page cache or a static file are answered by writing the
 * prepared bytes straight to the socket (no request or response objects, no header checks).
 * The first request that needs anything else hands the connection, bytes included, to the
 * http server for the rest of its life. See docs/decisions/0002-page-cache-and-csp.md.
 */
import type { Server as HttpServer } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { chooseEncoding, type PreparedResponse } from './prepared-response';

/** Finds the prepared response for a path; `signedIn` requests must not get cached pages. */
export type FastLookup = (pathname: string, signedIn: boolean) => PreparedResponse | undefined;

interface RequestHead {
  method: string;
  pathname: string;
  acceptEncoding: string | undefined;
  signedIn: boolean;
  close: boolean;
}

const maxHeadBytes = 16 * 1024;
const idleTimeoutMs = 65_000;

let dateLine = '';
let dateSecond = 0;
function currentDateLine(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateLine = `Date: ${new Date(now).toUTCString()}\r\nConnection: keep-alive\r\n\r\n`;
  }
  return dateLine;
}

/** Parses just enough of a request head; null means "let the http server decide". */
function parseHead(head: string, sessionCookie: (cookie: string) => boolean): RequestHead | null {
  const lineEnd = head.indexOf('\r\n');
  const requestLine = lineEnd === -1 ? head : head.slice(0, lineEnd);
  const [method, target, version] = requestLine.split(' ');
  if (
    (method !== 'GET' && method !== 'HEAD') ||
    version !== 'HTTP/1.1' ||
    !target?.startsWith('/')
  ) {
    return null;
  }
  if (target.includes('?') || target.includes('%')) return null;
  let acceptEncoding: string | undefined;
  let signedIn = false;
  let close = false;
  for (const line of head.slice(lineEnd + 2).split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) return null;
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    switch (name) {
      case 'accept-encoding':
        acceptEncoding = value;
        break;
      case 'cookie':
        signedIn ||= sessionCookie(value);
        break;
      case 'connection':
        if (value.toLowerCase().includes('close')) close = true;
        else if (value.toLowerCase().includes('upgrade')) return null;
        break;
      case 'content-length':
        if (value !== '0') return null;
        break;
      case 'transfer-encoding':
      case 'upgrade':
      case 'expect':
        return null;
    }
  }
  return { method, pathname: target, acceptEncoding, signedIn, close };
}

export function createFastPathServer(
  httpServer: HttpServer,
  lookup: FastLookup,
  sessionCookie: (cookie: string) => boolean,
) {
  const fastSockets = new Set<Socket>();
  let closing = false;

  const server = createServer({ noDelay: true }, (socket) => {
    fastSockets.add(socket);
    socket.setTimeout(idleTimeoutMs, () => socket.end());
    let pending: Buffer | null = null;

    const handOff = () => {
      socket.removeListener('data', onData);
      socket.setTimeout(0);
      fastSockets.delete(socket);
      socket.pause();
      if (pending?.length) socket.unshift(pending);
      pending = null;
      // Let the http server read through the stream (not straight from the handle), so the
      // bytes put back above reach its parser first.
      const handle = (socket as unknown as { _handle?: { _consumed?: boolean } })._handle;
      if (handle) handle._consumed = true;
      httpServer.emit('connection', socket);
      socket.resume();
    };

    function onData(chunk: Buffer) {
      pending = pending ? Buffer.concat([pending, chunk]) : chunk;
      for (;;) {
        const end = pending.indexOf('\r\n\r\n');
        if (end === -1) {
          if (pending.length > maxHeadBytes) handOff();
          return;
        }
        const head = closing ? null : parseHead(pending.toString('latin1', 0, end), sessionCookie);
        const response = head && lookup(head.pathname, head.signedIn);
        if (!head || !response) return handOff();
        pending = pending.subarray(end + 4);
        const encoding = chooseEncoding(response, head.acceptEncoding);
        socket.cork();
        socket.write(response.rawHead[encoding]!);
        socket.write(currentDateLine());
        if (head.method === 'GET') socket.write(response.variants[encoding]!);
        socket.uncork();
        if (head.close) {
          socket.end();
          return;
        }
        if (pending.length === 0) {
          pending = null;
          return;
        }
      }
    }

    socket.on('data', onData);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => fastSockets.delete(socket));
  });

  return {
    server,
    /** Stops accepting; connections idle on the fast path are ended (their answers are sent). */
    close(callback: () => void) {
      closing = true;
      server.close(() => callback());
      for (const socket of fastSockets) socket.end();
    },
  };
}
