/**
 * The first-touch bench's one piece of content (scripts/bench-first-touch.sh): an approved
 * discussion to comment on, written into the new data folder before the server starts there, so
 * no admin has to approve it. Prints the discussion's path.
 *
 *   tsx scripts/bench-first-touch-seed.ts <data-dir>
 */
import { openPglite } from '../database/client';

const [dataDir] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: bench-first-touch-seed.ts <data-dir>');
  process.exit(2);
}
const database = await openPglite({ dataDir, migrate: true });
await database.client.exec(`
  insert into "user" (id, name, email)
  values ('bench-first-touch-author', 'Bench author', 'bench-first-touch-author@bench.test');
  insert into profiles (user_id, username)
  values ('bench-first-touch-author', 'bench_first_touch_author');`);
const {
  rows: [discussion],
} = await database.client.query<{ id: string }>(
  `insert into discussions (title, content, status, author_id)
   values ('How long does a vial keep in the fridge?', 'Mixed with bacteriostatic water.',
           'approved', 'bench-first-touch-author')
   returning id`,
);
await database.close();
console.log(`/community/discussion/${discussion!.id}`);
