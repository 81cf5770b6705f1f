/**
 * Load for the community bench (scripts/bench-community.ts): wrk at 20 concurrent connections,
 * each request from the next signed-in member in turn, and the check that every member sees
 * their own name on a page before it is measured.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const duration = process.env.BENCH_DURATION ?? '10s';

/** Each member gets the page with the seeded content and their own (escaped) name. */
export async function checkMemberPage(
  baseUrl: string,
  path: string,
  cookies: string[],
  expect: string,
) {
  for (const [i, memberCookie] of cookies.entries()) {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { cookie: memberCookie },
      redirect: 'manual',
    });
    const html = await response.text();
    if (response.status !== 200 || !html.includes(expect)) {
      throw new Error(`${path} answered ${response.status} without ${expect}`);
    }
    if (!html.includes(`Bench &lt;member&gt; &quot;${i}&quot; &amp; co`)) {
      throw new Error(`${path} does not show member ${i} in the header`);
    }
  }
}

/**
 * A wrk script sending each request as the next of the members (their session cookies), to the
 * URL's path or, with `pathLua`, to the path that Lua expression makes for each request.
 */
export function memberScript(cookies: string[], pathLua = 'nil'): string {
  const script = join(mkdtempSync(join(tmpdir(), 'bench-community-')), 'members.lua');
  writeFileSync(
    script,
    `local cookies = ${JSON.stringify(cookies).replace('[', '{').replace(/]$/, '}')}
local n = 0
request = function()
  n = n + 1
  return wrk.format(nil, ${pathLua}, { ["Cookie"] = cookies[(n % #cookies) + 1] })
end
`,
  );
  return script;
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value);
  if (!match) return Number.NaN;
  const amount = Number(match[1]);
  return match[2] === 'us' ? amount / 1000 : match[2] === 's' ? amount * 1000 : amount;
}

export function measure(url: string, script: string, connections: number) {
  execFileSync('wrk', ['-t1', `-c${connections}`, '-d2s', '-s', script, url]); // warm-up
  const out = execFileSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${duration}`, '--latency', '-s', script, url],
    { encoding: 'utf8' },
  );
  if (/Non-2xx or 3xx responses/.test(out)) throw new Error(`${url}: non-2xx answers\n${out}`);
  const p99 = toMs(/^\s*99%\s+(\S+)/m.exec(out)?.[1] ?? '');
  const p50 = toMs(/^\s*50%\s+(\S+)/m.exec(out)?.[1] ?? '');
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  return { p50, p99, rps };
}

export const verdict = (value: number, budget: number) => (value < budget ? 'OK' : 'OVER BUDGET');

/** Measures `path` and prints its line against the p99 budget. */
export function report(label: string, url: string, script: string, budgetMs: number) {
  const result = measure(url, script, 20);
  console.log(
    `community: ${label} p99 ${result.p99.toFixed(1)} ms (p50 ${result.p50.toFixed(1)} ms, ` +
      `${result.rps.toFixed(0)} req/s; budget ${budgetMs} ms) ${verdict(result.p99, budgetMs)}`,
  );
  return result;
}
