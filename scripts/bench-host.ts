/**
 * For benches written in TypeScript: the production host from a build, started on its own data
 * folder and port and waited for until every process has warmed its page cache (as
 * scripts/bench-lib.sh waits for it), and wrk's throughput on one path for as long as some other
 * work runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export interface BenchHost {
  port: number;
  buildDir: string;
  dataDir: string;
  /** Variables beside NODE_ENV, DATA_DIR, PORT, HOST and SITE_URL. */
  env?: Record<string, string>;
}

export async function startBenchHost(host: BenchHost): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(host.buildDir, 'host/main.js')], {
    env: {
      ...process.env,
      ...host.env,
      NODE_ENV: 'production',
      DATA_DIR: host.dataDir,
      PORT: String(host.port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${host.port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  // One primary and a worker per core, as `npm start` runs them (decision 0028).
  const workers = Number(process.env.WEB_CONCURRENCY ?? availableParallelism());
  for (let waited = 0; (log.match(/Page cache warm/g) ?? []).length < workers; waited += 500) {
    if (waited > 120_000 || child.exitCode !== null) {
      child.kill('SIGTERM');
      throw new Error(`The server did not start:\n${log}`);
    }
    await delay(500);
  }
  return child;
}

export async function stopBenchHost(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * wrk -t1 -c50 on `url` (gzip) from now until `until` settles: its req/s over exactly that time
 * (wrk stops and reports on SIGINT).
 */
export async function throughputDuring(url: string, until: Promise<unknown>): Promise<number> {
  const child = spawn('wrk', ['-t1', '-c50', '-d600s', '-H', 'Accept-Encoding: gzip', url]);
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await until;
  } finally {
    child.kill('SIGINT');
    await exited;
  }
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  if (!rps) throw new Error(`wrk said: ${out}`);
  return Number(rps);
}
