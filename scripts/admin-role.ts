/**
 * `npm run admin:grant -- <email>` and `npm run admin:revoke -- <email>`: set or clear the
 * admin flag of an account, in the database the server's configuration names (environment and
 * `.env`, server/config.ts). With the embedded database this takes the data folder's lock, so
 * it refuses (never corrupts the folder) while the server runs; ADMIN_EMAILS is the way then.
 * A grant keeps the site's rules (a suspended or unconfirmed account is refused); `--force`
 * overrides them and says which it overrode.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../app/utils/env.server';
import {
  grantObstacles,
  setAdminByEmail,
  type AdminCommandOutcome,
} from '../app/features/auth/admin-command.server';
import { DataDirLockedError } from '../database/data-dir-lock';
import { readConfig } from '../server/config';
import { CommandError, isMain, openForCommand, runCommand } from './command';

const usage =
  'Usage: npm run admin:grant -- [--force] <email>   or   npm run admin:revoke -- <email>';

type AdminArgs = { command: 'grant' | 'revoke'; email: string; force: boolean };

function readArgs(args: string[]): AdminArgs | null {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    const [given, email, ...rest] = positionals;
    const command = given === 'grant' || given === 'revoke' ? given : null;
    if (!command) return null;
    if (!email?.includes('@') || rest.length > 0) return null;
    if (values.force && command === 'revoke') return null;
    return { command, email, force: values.force };
  } catch {
    return null; // an option the command does not know
  }
}

const listed = (obstacles: (keyof typeof grantObstacles)[]) =>
  obstacles.map((obstacle) => grantObstacles[obstacle]).join(' and ');

function answer(command: 'grant' | 'revoke', email: string, result: AdminCommandOutcome) {
  if (result.outcome === 'no-account') {
    return {
      code: 1,
      message: `No account with the e-mail ${email}. Sign up first, or add it to ADMIN_EMAILS so it becomes an admin once it signs up and confirms its address.`,
    };
  }
  if (result.outcome === 'refused') {
    return {
      code: 1,
      message:
        `${email} was not made an admin: ${listed(result.obstacles)}, and the site makes ` +
        'no such account an admin. Lift the suspension, or have the account confirm its address ' +
        '(the link mailed at sign-up, or a new one from Profile Settings), then run this again; ' +
        'or run it with --force to grant the role anyway.',
    };
  }
  if (command === 'revoke') return { code: 0, message: `${email} is no longer an admin.` };
  const overrode = result.overridden.length
    ? ` --force overrode the site's rules: ${listed(result.overridden)}.`
    : '';
  return { code: 0, message: `${email} is now an admin.${overrode}` };
}

export async function runAdminRole(
  args: string[],
  /** The variables to use instead of the configuration (tests). */
  source?: Record<string, string | undefined>,
): Promise<{ code: number; message: string }> {
  const parsed = readArgs(args);
  if (!parsed) return { code: 2, message: usage };
  const { command, email, force } = parsed;
  const env = source ? loadEnv(source) : readConfig();
  let database;
  try {
    database = await openForCommand(env);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return {
      code: 1,
      message:
        `The server is running on the embedded database in ${env.DATA_DIR}, and this command ` +
        'must not open it at the same time. Either stop the server, run this command again and ' +
        'start the server; or add the e-mail to ADMIN_EMAILS (comma-separated) and restart the ' +
        'server, which makes that account an admin at start-up.',
    };
  }
  try {
    const outcome = await setAdminByEmail(database.db, email, command === 'grant', { force });
    return answer(command, email, outcome);
  } finally {
    await database.close();
  }
}

if (isMain(import.meta.url)) {
  await runCommand(async () => {
    const { code, message } = await runAdminRole(process.argv.slice(2));
    if (code !== 0) throw new CommandError(message, code);
    return message;
  });
}
