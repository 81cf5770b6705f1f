/**
 * Prints the gzip size of the JavaScript and CSS each given page loads: the module scripts and
 * modulepreload links in its server HTML, read from the client build.
 * Usage: tsx scripts/bench-page-weight.ts <base-url> <build/client> <path>...
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const [baseUrl, clientDir, ...paths] = process.argv.slice(2);
if (!baseUrl || !clientDir || paths.length === 0) {
  console.error('usage: bench-page-weight.ts <base-url> <build/client> <path>...');
  process.exit(2);
}

const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length / 1024;

console.log(
  `${'page'.padEnd(22)} ${'JS gzip'.padStart(10)} ${'CSS gzip'.padStart(10)} ${'HTML gzip'.padStart(10)}`,
);
for (const path of paths) {
  const html = await (await fetch(baseUrl + path)).text();
  const js = new Set([
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)].map(
      (m) => m[1]!,
    ),
  ]);
  const css = new Set(
    [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  );
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);
  const htmlKb = gzipSync(Buffer.from(html), { level: 9 }).length / 1024;
  console.log(
    `${path.padEnd(22)} ${`${sum(js).toFixed(1)} KB`.padStart(10)} ${`${sum(css).toFixed(1)} KB`.padStart(10)} ${`${htmlKb.toFixed(1)} KB`.padStart(10)}`,
  );
}
