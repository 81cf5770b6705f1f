/**
 * A stand-in PostgreSQL server on 127.0.0.1 for outage tests, speaking just enough of the wire
 * protocol (https://www.postgresql.org/docs/current/protocol-flow.html) for node-postgres:
 * - 'silent': accepts connections and never answers, not even the start-up message;
 * - 'hang': completes the start-up, then never answers a query (a server under SIGSTOP);
 * - { answerFirst: n }: answers n queries (with no rows), then hangs;
 * - { error }: answers every query with that error, closing the connection after a FATAL one
 *   (a server shutting down); with `atStartup` it refuses the start-up itself (57P03, 53300).
 *
 *   const server = await startFakePostgres('hang');
 *   new pg.Client({ connectionString: server.url });
 *   await server.close();
 */
import { createServer, type Socket } from 'node:net';

export type FakeError = { code: string; message: string; severity: 'ERROR' | 'FATAL' };
export type FakeBehaviour =
  'silent' | 'hang' | { answerFirst: number } | { error: FakeError; atStartup?: boolean };

function message(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}

const authenticationOk = message('R', Buffer.from([0, 0, 0, 0]));
const readyForQuery = message('Z', Buffer.from('I'));
// ParseComplete, BindComplete, NoData, CommandComplete: what an extended-protocol query expects.
const emptyResult = Buffer.concat([
  message('1', Buffer.alloc(0)),
  message('2', Buffer.alloc(0)),
  message('n', Buffer.alloc(0)),
  message('C', Buffer.from('SELECT 0\0')),
  readyForQuery,
]);

function errorResponse({ code, message: text, severity }: FakeError): Buffer {
  const fields = [`S${severity}`, `V${severity}`, `C${code}`, `M${text}`];
  return message('E', Buffer.from(`${fields.join('\0')}\0\0`));
}

export async function startFakePostgres(behaviour: FakeBehaviour) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (behaviour === 'silent') return;
    let started = false;
    let answered = 0;
    socket.on('data', () => {
      const first = !started;
      started = true;
      if (
        typeof behaviour === 'object' &&
        'error' in behaviour &&
        (!first || behaviour.atStartup)
      ) {
        socket.write(errorResponse(behaviour.error));
        if (behaviour.error.severity === 'FATAL') socket.end();
        else socket.write(readyForQuery);
      } else if (first) {
        socket.write(Buffer.concat([authenticationOk, readyForQuery]));
      } else if (typeof behaviour === 'object' && 'answerFirst' in behaviour) {
        if (answered++ < behaviour.answerFirst) socket.write(emptyResult);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `postgres://fake@127.0.0.1:${port}/fake`,
    port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
