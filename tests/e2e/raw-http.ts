/**
 * Raw HTTP for the server specs: bytes written to a socket exactly as given (no client library
 * tidies them up), and the memory of the server process tree behind a port (Linux /proc).
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect } from 'node:net';

export interface RawExchange {
  /** Everything the server sent. */
  text: string;
  /** The status codes of the responses in it, in order. */
  statuses: number[];
  /** True when the server closed the connection. */
  closed: boolean;
  /** Milliseconds from connecting to the close (or to giving up). */
  elapsedMs: number;
}

/**
 * Writes `chunks` (a string, or a list written `gapMs` apart) and collects the answer until the
 * server closes the connection or `quietMs` pass with nothing new.
 */
export function exchange(
  port: number,
  chunks: string | Buffer | (string | Buffer)[],
  options: { quietMs?: number; gapMs?: number; maxMs?: number } = {},
): Promise<RawExchange> {
  const { quietMs = 600, gapMs = 0, maxMs = 30_000 } = options;
  const parts = Array.isArray(chunks) ? chunks : [chunks];
  return new Promise((resolve) => {
    const started = Date.now();
    const received: Buffer[] = [];
    let closed = false;
    let quiet: NodeJS.Timeout | undefined;
    const socket = connect(port, '127.0.0.1');
    const finish = () => {
      clearTimeout(quiet);
      clearTimeout(limit);
      socket.destroy();
      const text = Buffer.concat(received).toString('latin1');
      const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
      resolve({ text, statuses, closed, elapsedMs: Date.now() - started });
    };
    const limit = setTimeout(finish, maxMs);
    const armQuiet = () => {
      clearTimeout(quiet);
      quiet = setTimeout(finish, quietMs);
    };
    socket.on('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed) break;
        socket.write(part);
        if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
      if (!gapMs) armQuiet();
    });
    socket.on('data', (chunk) => {
      received.push(chunk);
      armQuiet();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      finish();
    });
  });
}

/** The pid of the process listening on `port` (a cluster's primary; Linux only). */
function listeningPid(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT; state 0A is LISTEN; field 9 is the socket's inode.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]!);
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')) return Number(pid);
      }
    } catch {
      // A process that ended or is not ours to read.
    }
  }
  throw new Error(`no process listens on port ${port}`);
}

/** Resident memory, in MB, of each process of the server on `port`: the one listening and its workers. */
export function serverRssMb(port: number): Map<number, number> {
  const root = listeningPid(port);
  const pids = [root];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === root) pids.push(Number(pid));
    } catch {
      // ended meanwhile
    }
  }
  const sizes = new Map<number, number>();
  for (const pid of pids) {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    sizes.set(pid, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  }
  return sizes;
}

/**
 * The most any one process grew between two readings of serverRssMb. A body read into memory
 * lands in the one worker that took the request, so this is the figure that shows it; a sum over
 * processes would also count the embedded database's primary growing under the other specs.
 */
export function largestGrowthMb(before: Map<number, number>, after: Map<number, number>): number {
  let largest = 0;
  for (const [pid, size] of after) largest = Math.max(largest, size - (before.get(pid) ?? size));
  return largest;
}
