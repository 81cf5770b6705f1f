/**
 * `npm run admin:grant -- <email>` and `npm run admin:revoke -- <email>`: set or clear the
 * admin flag of an account, in the database the server's configuration names (environment and
 * `.env`, server/config.ts). With the embedded database this takes the data folder's lock, so
 * it refuses (never corrupts the folder) while the server runs; ADMIN_EMAILS is the way then.
 */
import { loadEnv } from '../app/utils/env.server';
import { setAdminByEmail } from '../app/features/auth/admin-role.server';
import { DataDirLockedError } from '../database/data-dir-lock';
import { readConfig } from '../server/config';
import { CommandError, isMain, openForCommand, runCommand } from './command';

export async function runAdminRole(
  args: string[],
  /** The variables to use instead of the configuration (tests). */
  source?: Record<string, string | undefined>,
): Promise<{ code: number; message: string }> {
  const [command, email] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || !email.includes('@')) {
    return {
      code: 2,
      message: 'Usage: npm run admin:grant -- <email>   or   npm run admin:revoke -- <email>',
    };
  }
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
    const found = await setAdminByEmail(database.db, email, command === 'grant');
    if (!found) {
      return {
        code: 1,
        message: `No account with the e-mail ${email}. Sign up first, or add it to ADMIN_EMAILS so it becomes an admin once it signs up and confirms its address.`,
      };
    }
    return {
      code: 0,
      message:
        command === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`,
    };
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
