/**
 * `npm run db:migrate`: applies pending migrations. The server also does this at start-up.
 * Configuration as the server reads it (environment and `.env`, server/config.ts). With the
 * embedded database this takes the data folder's lock, so it refuses to run beside a running
 * server instead of corrupting the folder; on PostgreSQL it waits for an instance that is
 * migrating (an advisory lock, database/client.ts).
 */
import { readConfig } from '../server/config';
import { openForCommand, runCommand } from './command';

await runCommand(async () => {
  const env = readConfig();
  const database = await openForCommand(env);
  await database.close();
  return `Migrations applied (${database.kind === 'pglite' ? `embedded database in ${env.DATA_DIR}` : 'PostgreSQL'}).`;
});
