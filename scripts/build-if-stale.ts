/**
 * First half of `npm start`: runs `npm run build` only when the build is missing or older
 * than a source it is made from. A tree that is already built (a deploy that ran `npm run
 * build`, a restart) starts in a second instead of rebuilding for 10-20 s with the build's
 * memory peak on top of the server's (item 7). Before that it checks what would stop
 * the server anyway (configuration, HOST, the port, the embedded database's lock), so a wrong
 * value is said in a second, not after a build.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkBeforeStart } from '../server/start-checks';

/** What the build reads: the app, the host, their configuration and the dependencies. */
export const buildSources = [
  'app',
  'server',
  'database',
  'public',
  'scripts/build-host.ts',
  'scripts/react-router.ts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
];

/** One file of each build step, inside the build folder; the older one dates the build. */
export const buildOutputs = ['server/index.js', 'host/main.js'];

/**
 * Stale when an output is missing or a source changed after the older output was written.
 * (A source saved while a build runs can still look older than that build; rerun the build.)
 */
export function isBuildStale(
  outputTimes: readonly (number | undefined)[],
  sourceTimes: Iterable<number>,
): boolean {
  if (outputTimes.some((time) => time === undefined)) return true;
  const builtAt = Math.min(...(outputTimes as number[]));
  for (const time of sourceTimes) if (time > builtAt) return true;
  return false;
}

const mtime = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs;

/** Every file's and folder's mtime under the sources (a folder's changes when a file goes). */
function* sourceTimes(root: string): Generator<number> {
  const pending = buildSources.map((source) => join(root, source));
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) continue;
    yield stats.mtimeMs;
    if (stats.isDirectory()) for (const name of readdirSync(path)) pending.push(join(path, name));
  }
}

/**
 * The line `npm start` prints before it builds. The build's own output is only its warnings
 * (BUILD_LOG_LEVEL), so without this a first start would sit silent for a minute.
 */
export function buildNotice(firstBuild: boolean): string {
  return firstBuild
    ? 'Building the site (first start, about a minute)...'
    : 'Building the site again: a source changed since the last build (about a minute)...';
}

/** Reads the mtimes of a project at `root` whose build is in `buildDir`. */
export function buildIsStale(root: string, buildDir: string): boolean {
  const outputs = buildOutputs.map((output) => mtime(resolve(root, buildDir, output)));
  return isBuildStale(outputs, sourceTimes(root));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  await checkBeforeStart().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  // After the check: it reads .env into process.env, which may set BUILD_DIR.
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (buildIsStale(root, buildDir)) {
    const missing = buildOutputs.some((output) => !mtime(resolve(root, buildDir, output)));
    console.log(buildNotice(missing));
    const { status } = spawnSync('npm', ['run', '--silent', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BUILD_LOG_LEVEL: 'warn' },
    });
    if (status === 0) console.log(`Built into ${buildDir}/.`);
    process.exitCode = status ?? 1;
  } else {
    console.log(`The build in ${buildDir}/ is up to date: not building again.`);
  }
}
