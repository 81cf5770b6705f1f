/**
 * `npm run prices:check [vendor-slug]`: one round of price checks (every due feed, or that
 * vendor's even if not due), one line per feed: "swiss-chems: 212 items, 3 prices published,
 * 1 held" or why its check failed. Configuration as the server reads it (server/config.ts).
 * PostgreSQL: run here (the feeds are claimed in the database, so a server's round never checks
 * one twice). Embedded database: through the server that holds it when one runs (a request file
 * in DATA_DIR, database/server-requests.ts), else this command opens it itself.
 */
import { parseArgs } from 'node:util';
import { loadEnv, type Env } from '../app/utils/env.server';
import {
  PriceCheckRefused,
  priceCheckLines,
} from '../app/features/price-feeds/price-check-command.server';
import { DataDirLockedError, lockHolder } from '../database/data-dir-lock';
import { askServer, priceCheckRequests, type AskLimits } from '../database/server-requests';
import { readConfig } from '../server/config';
import { CommandError, isMain, openForCommand, runCommand } from './command';

const usage = 'Usage: npm run prices:check [vendor-slug]';

function vendorArgument(args: string[]): string | undefined {
  try {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    if (positionals.length > 1) throw new Error('one vendor');
    const [slug] = positionals;
    if (slug !== undefined && !/^[a-z0-9][a-z0-9-]{0,79}$/.test(slug)) throw new Error('slug');
    return slug;
  } catch {
    throw new CommandError(usage, 2);
  }
}

async function runHere(env: Env, vendorSlug: string | undefined): Promise<string> {
  const database = await openForCommand(env);
  try {
    return await priceCheckLines(database.db, env, vendorSlug);
  } catch (error) {
    if (error instanceof PriceCheckRefused) throw new CommandError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

export async function pricesCheck(
  args: string[],
  /** The variables to use instead of the configuration (tests). */
  source?: Record<string, string | undefined>,
  limits?: AskLimits,
): Promise<string> {
  const vendorSlug = vendorArgument(args);
  const env = source ? loadEnv(source) : readConfig();
  if (env.DATABASE_URL) return runHere(env, vendorSlug);
  const holder = lockHolder(env.DATA_DIR);
  if (holder === undefined) {
    try {
      return await runHere(env, vendorSlug);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      // A server started between the look and the open: ask it instead.
    }
  }
  try {
    const answer = await askServer(
      priceCheckRequests(env.DATA_DIR),
      vendorSlug ?? '',
      holder ?? lockHolder(env.DATA_DIR) ?? 0,
      limits,
    );
    return answer.toString('utf8');
  } catch (error) {
    throw new CommandError((error as Error).message);
  }
}

if (isMain(import.meta.url)) {
  await runCommand(() => pricesCheck(process.argv.slice(2)));
}
