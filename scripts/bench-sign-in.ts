/**
 * Median time of a sign-in (rate-limit check, account look-up, scrypt verification, session
 * write, signed cookie) against an in-memory database. Budget: 250 ms at the median.
 * Run: `npx tsx scripts/bench-sign-in.ts [count]` (npm run bench calls it).
 */
import type { AppLoadContext } from 'react-router';
import { signInSchema } from '../app/features/auth/auth-schemas';
import { signIn } from '../app/features/auth/sign-in.server';
import { createAccount } from '../app/features/auth/sign-up.server';
import { loadEnv } from '../app/utils/env.server';
import { openPglite } from '../database/client';
import '../app/context';

const runs = Number(process.argv[2] ?? 20);
const budgetMs = 250;

const database = await openPglite({ migrate: true });
const context: AppLoadContext = {
  db: database.db,
  env: loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!' }),
  cspNonce: 'bench',
  clientIp: '127.0.0.1',
};
const account = {
  username: 'bench_user',
  displayName: 'Bench',
  email: 'bench@example.test',
  password: 'bench-password',
};
const created = await createAccount(context.db, context.env, account);
if (!created.ok) throw new Error('could not create the bench account');

const input = signInSchema.parse({ identifier: account.email, password: account.password });
const times: number[] = [];
for (let i = -2; i < runs; i++) {
  const started = performance.now();
  const result = await signIn(context, input);
  const elapsed = performance.now() - started;
  if (!result.ok) throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
  if (i >= 0) times.push(elapsed); // the first two warm up the JIT and the auth instance
}
await database.close();

times.sort((a, b) => a - b);
const median =
  times.length % 2
    ? times[(times.length - 1) / 2]!
    : (times[times.length / 2 - 1]! + times[times.length / 2]!) / 2;
console.log(
  `sign-in: median ${median.toFixed(1)} ms over ${runs} (min ${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)}; budget ${budgetMs} ms) ${median <= budgetMs ? 'OK' : 'OVER BUDGET'}`,
);
