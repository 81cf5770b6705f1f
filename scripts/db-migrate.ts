/**
 * `npm run db:migrate`: applies pending migrations. The server also does this at start-up.
 * With the embedded database this takes the data folder's lock, so it refuses to run beside
 * a running server instead of corrupting the folder.
 */
import { openDatabase } from '../database/client';
import { loadEnv } from '../app/utils/env.server';

try {
  const env = loadEnv();
  const database = await openDatabase(env);
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
