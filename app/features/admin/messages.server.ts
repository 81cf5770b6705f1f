/**
 * The admin Messages page: what came through /contact, newest first, open ones above;
 * an admin marks one handled (or open again). Admins only, checked before any read or write.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { data, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { contactMessages, profiles } from '#database/schema';
import { requireAdmin } from '~/features/auth/session.server';
import { parseForm } from '~/utils/form-validation';
import { assertSameOrigin } from '~/utils/same-origin.server';

export async function messagesLoader(request: Request, context: AppLoadContext) {
  await requireAdmin(request, context);
  const messages = await context.db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      body: contactMessages.body,
      member: profiles.username,
      createdAt: contactMessages.createdAt,
      handled: sql<boolean>`${contactMessages.handledAt} is not null`,
    })
    .from(contactMessages)
    .leftJoin(profiles, eq(profiles.userId, contactMessages.userId))
    .orderBy(asc(sql`${contactMessages.handledAt} is not null`), desc(contactMessages.createdAt))
    .limit(100);
  return { messages };
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
