/**
 * The admin Messages page: what came through /contact, open ones above, newest first, 50 a
 * page by cursor on (open, created_at, id) along contact_messages_key_idx, never by OFFSET (see
 * app/utils/keyset-page.server.ts); an admin marks one handled (or open again). Admins only,
 * checked before any read or write.
 */
import { eq, sql } from 'drizzle-orm';
import { data, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { contactMessages, profiles } from '#database/schema';
import { requireAdmin } from '~/features/auth/session.server';
import { parseForm } from '~/utils/form-validation';
import { newestFirstKeyset } from '~/utils/keyset-page.server';
import { pageQuery } from '~/utils/page-query.server';
import { assertSameOrigin } from '~/utils/same-origin.server';

export const messagesPerPage = 50;
/** The list's name in its cursors: a cursor of another list is refused. */
const messagesList = 'contact-messages';
// The expression is the index's own, so both directions walk contact_messages_key_idx.
const keyset = newestFirstKeyset({
  group: sql<boolean>`(${contactMessages.handledAt} is null)`,
  createdAt: contactMessages.createdAt,
  id: contactMessages.id,
});

/** A page of messages by its ?after= or ?before= cursor (another list's cursor is a 400). */
export async function messagesLoader(request: Request, context: AppLoadContext) {
  await requireAdmin(request, context);
  const start = keyset.readStart(messagesList, pageQuery(request, context, 'not kept'));
  const found = await context.db
    .select({
      id: contactMessages.id,
      keyTime: keyset.keyTime,
      keyGroup: keyset.keyGroup,
      name: contactMessages.name,
      email: contactMessages.email,
      body: contactMessages.body,
      member: profiles.username,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .leftJoin(profiles, eq(profiles.userId, contactMessages.userId))
    .where(keyset.from(start))
    .orderBy(...keyset.order(start))
    .limit(messagesPerPage + 1);
  const page = keyset.page(messagesList, start, found, messagesPerPage);
  const messages = page.rows.map(({ keyTime: _time, keyGroup: open, ...message }) => ({
    ...message,
    handled: !open,
  }));
  return { messages, previousCursor: page.previousCursor, nextCursor: page.nextCursor };
}

const markSchema = z.object({ id: z.uuid(), handled: z.enum(['yes', 'no']) });

export async function messagesAction(request: Request, context: AppLoadContext) {
  assertSameOrigin(request, context.env.SITE_URL);
  await requireAdmin(request, context);
  const parsed = parseForm(markSchema, await request.formData());
  if (!parsed.ok) return data({ ok: false as const, message: 'This message is not there.' }, 400);
  const updated = await context.db
    .update(contactMessages)
    .set({ handledAt: parsed.data.handled === 'yes' ? new Date() : null })
    .where(eq(contactMessages.id, parsed.data.id))
    .returning({ id: contactMessages.id });
  if (updated.length === 0) {
    return data({ ok: false as const, message: 'This message is not there.' }, 404);
  }
  return { ok: true as const };
}
