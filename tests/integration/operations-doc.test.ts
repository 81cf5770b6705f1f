/**
 * docs/operations.md's examples work as they are: nginx accepts its server blocks (`nginx -t`,
 * with a throwaway certificate), systemd accepts its unit, and the Caddyfile, the nginx block
 * and .env.example agree on the port and the forwarded headers the server reads.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const doc = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
const port = parseEnv(readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')).PORT;

function block(language: string): string {
  const found = new RegExp('```' + language + '\\n([\\s\\S]*?)\\n```').exec(doc);
  if (!found) throw new Error(`docs/operations.md has no ${language} block`);
  return found[1]!;
}

const work = mkdtempSync(join(tmpdir(), 'peptidia-ops-doc-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * nginx and systemd-analyze check the examples. A laptop without them skips those two checks;
 * CI installs both and sets REQUIRE_SYSTEM_TOOLS, so there a missing tool fails instead.
 */
const hasTool = (path: string) => existsSync(path) || process.env.REQUIRE_SYSTEM_TOOLS === '1';

describe('docs/operations.md', () => {
  const nginx = block('nginx');

  it.skipIf(!hasTool('/usr/sbin/nginx'))('nginx -t accepts the nginx block', () => {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=test'],
        ...['-keyout', join(work, 'privkey.pem'), '-out', join(work, 'fullchain.pem')],
      ],
      { stdio: 'ignore' },
    );
    const site = nginx.replaceAll('/etc/letsencrypt/live/peptidia.example/', `${work}/`);
    writeFileSync(join(work, 'site.conf'), site);
    writeFileSync(
      join(work, 'nginx.conf'),
      `pid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}\n` +
        `http {\n  access_log off;\n  include ${work}/site.conf;\n}\n`,
    );
    const result = spawnSync(
      '/usr/sbin/nginx',
      ['-t', '-p', `${work}/`, '-c', join(work, 'nginx.conf')],
      {
        encoding: 'utf8',
      },
    );
    expect(result.stderr).toContain('test is successful');
  });

  it('proxies to the configured port and replaces the headers the server trusts', () => {
    expect(nginx).toContain(`server 127.0.0.1:${port};`);
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(nginx).not.toContain('$proxy_add_x_forwarded_for;');
    for (const header of [
      'Host $host',
      'X-Forwarded-Proto $scheme',
      'X-Forwarded-Host $host',
      'X-Request-Id $request_id',
    ]) {
      expect(nginx).toContain(`proxy_set_header ${header};`);
    }
    const caddy = block('caddyfile');
    expect(caddy).toMatch(new RegExp(`reverse_proxy 127\\.0\\.0\\.1:${port} \\{`));
    expect(caddy).toContain('header_up X-Request-Id');
    expect(caddy.split('{').length).toBe(caddy.split('}').length);
    expect(doc).toContain('TRUST_PROXY=1');
  });

  it.skipIf(!hasTool('/usr/bin/systemd-analyze'))('systemd accepts the unit', () => {
    const unit = join(work, 'peptidia.service');
    writeFileSync(unit, block('ini'));
    const result = spawnSync('systemd-analyze', ['verify', '--man=no', unit], { encoding: 'utf8' });
    // The unit's user and folder do not exist on a test machine; its syntax must be right.
    const problems = result.stderr
      .split('\n')
      .filter(
        (line) => line.trim() && !/peptidia|\/srv\/|network-online|postgresql\.service/.test(line),
      );
    expect(problems).toEqual([]);
    expect(result.stderr).not.toMatch(/Unknown (key|section)|Invalid|Failed to parse/i);
  });
});
