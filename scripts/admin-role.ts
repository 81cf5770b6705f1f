/**
 * `npm run admin:grant -- <email>` and `npm run admin:revoke -- <email>`: set or clear the
 * admin flag of an account. With the embedded database this takes the data folder's lock, so
 * it refuses (never corrupts the folder) while the server runs; ADMIN_EMAILS is the way then.
 */
import { pathToFileURL } from 'node:url';
import { loadEnv } from '../app/utils/env.server';
import { setAdminByEmail } from '../app/features/auth/admin-role.server';
import { openDatabase } from '../database/client';
import { DataDirLockedError } from '../database/data-dir-lock';

export async function runAdminRole(
  args: string[],
  source: Record<string, string | undefined> = process.env,
): Promise<{ code: number; message: string }> {
  const [command, email] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || !email.includes('@')) {
    return {
      code: 2,
      message: 'Usage: npm run admin:grant -- <email>   or   npm run admin:revoke -- <email>',
    };
  }
  const env = loadEnv(source);
  let database;
  try {
    database = await openDatabase(env);
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
        message: `No account with the e-mail ${email}. Sign up first, or add it to ADMIN_EMAILS so it becomes an admin when it signs up.`,
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { code, message } = await runAdminRole(process.argv.slice(2));
    (code === 0 ? console.log : console.error)(message);
    process.exit(code);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
