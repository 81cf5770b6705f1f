/**
 * GET /profile/my-data.json: "Download my data", a plain link that works without
 * JavaScript. Everything of the signed-in member and nothing of anyone else
 * (app/features/account/export-account.server.ts), never stored by any cache.
 */
import type { Route } from './+types/profile-data';
import { exportAccount } from '~/features/account/export-account.server';
import { requireUser } from '~/features/auth/session.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireUser(request, context);
  const exported = await exportAccount(context.db, member.id);
  if (!exported) throw new Response('Not Found', { status: 404 });
  const day = exported.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="peptidia-my-data-${day}.json"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
