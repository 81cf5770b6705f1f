/**
 * `react-router <command>` (build in `npm run build`, typegen in `npm run typecheck`), passing
 * its output through less one line.
 * React Router 7.18 (the last 7.x, pinned in package.json) starts its own Vite compilers with
 * the option `envFile: false`, which Vite 8 deprecates with a warning from each of them (three to
 * eight a run). The option is not ours and no configuration reaches those compilers, so the
 * warning would only teach operators to ignore warnings; every other line passes unchanged.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const dropped = 'The `envFile` option is deprecated';

// BUILD_LOG_LEVEL=warn (set by `npm start`'s build) keeps Vite's table of every asset, a
// hundred lines that mean nothing to someone starting the site, and keeps its warnings.
const args = process.argv.slice(2);
const logLevel = process.env.BUILD_LOG_LEVEL;
if (logLevel && args[0] === 'build') args.push('--logLevel', logLevel);

const child = spawn('react-router', args, {
  stdio: ['inherit', 'pipe', 'pipe'],
  // node_modules/.bin is on PATH under npm run; a TTY-less pipe keeps Vite's colours off.
  env: process.env,
});
for (const [input, output] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
] as const) {
  createInterface({ input }).on('line', (line) => {
    if (!line.includes(dropped)) output.write(`${line}\n`);
  });
}
child.on('close', (code) => (process.exitCode = code ?? 1));
