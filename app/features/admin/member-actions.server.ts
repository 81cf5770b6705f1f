/** /admin/members: the admin check first, then the form read with zod and the change made. */
import { data, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { requireAdmin } from '~/features/auth/session.server';
import { parseForm } from '~/utils/form-validation';
import { refuseNonText } from '~/utils/outside-text';
import { withoutNonText } from '~/utils/outside-text';
import { assertSameOrigin } from '~/utils/same-origin.server';
import { findMembers, membersKeyset, membersList } from './member-search.server';
import { changeMember, type MemberChange, type MemberOutcome } from './members.server';
import { pageQuery } from '~/utils/page-query.server';

// Quoted to the member at sign-in on one line, as every reason is.
const reason = z
  .string()
  .trim()
  .max(500, 'Keep the reason under 500 characters.')
  .superRefine(refuseNonText({ singleLine: true }));
const memberId = z.string().min(1).max(100);
const changeSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('suspend'),
    memberId,
    reason: reason.min(1, 'Say why the member is suspended.'),
    // An <input type="date">: empty for "until lifted".
    until: z.union([z.literal(''), z.iso.date('Pick a date, or leave it empty.')]),
  }),
  z.object({ intent: z.enum(['lift', 'grant-admin', 'revoke-admin']), memberId, reason }),
]);

export async function membersLoader(request: Request, context: AppLoadContext) {
  const admin = await requireAdmin(request, context);
  // Control characters and non-characters match nothing and PostgreSQL refuses U+0000: dropped.
  const search = pageQuery(request, context, 'not kept');
  const text = withoutNonText(search.get('q') ?? '').slice(0, 100);
  // ?after= or ?before= of the list; a cursor of another list, or a forged one, is a 400.
  const start = membersKeyset.readStart(membersList, search);
  return { adminId: admin.id, text, ...(await findMembers(context.db, { text, start })) };
}

export async function membersAction(request: Request, context: AppLoadContext) {
  assertSameOrigin(request, context.env.SITE_URL);
  const admin = await requireAdmin(request, context);
  const parsed = parseForm(changeSchema, await request.formData());
  if (!parsed.ok) {
    const message = Object.values(parsed.fieldErrors)[0] ?? 'This change is not possible.';
    return data<MemberOutcome>({ ok: false, message }, { status: 400 });
  }
  let change: MemberChange;
  if (parsed.data.intent === 'suspend') {
    // The end of the chosen day, UTC; a day already past is refused.
    const until = parsed.data.until ? new Date(`${parsed.data.until}T23:59:59Z`) : null;
    if (until && until.getTime() < Date.now()) {
      return data<MemberOutcome>(
        { ok: false, message: 'Pick a day from today on.' },
        { status: 400 },
      );
    }
    change = { ...parsed.data, until };
  } else {
    change = parsed.data;
  }
  const outcome = await changeMember(context.db, admin.id, change);
  return data(outcome, { status: outcome.ok ? 200 : 409 });
}
