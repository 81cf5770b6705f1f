/**
 * /contact: a message to the operators, from a visitor or a member. Same-origin posts
 * only, a honeypot, five messages an hour per address, the host's body limit, and zod's lengths;
 * kept for the admin Messages page and, when CONTACT_EMAIL is set, mailed there too (a mail that
 * fails is logged: the message is already kept).
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { contactMessages } from '#database/schema';
import { getOptionalUser } from '~/features/auth/session.server';
import { honeypotFilled } from '~/features/auth/honeypot.server';
import { privateAnswer } from '~/utils/action-headers.server';
import { refused, type ActionRefused } from '~/utils/action-result';
import { withToast } from '~/utils/flash-toasts';
import { parseForm } from '~/utils/form-validation';
import { sendMail } from '~/utils/mail.server';
import { onOneLine, refuseNonText } from '~/utils/outside-text';
import { consumeLimit } from '~/utils/rate-limit.server';
import { assertSameOrigin } from '~/utils/same-origin.server';

/** A field left empty, or not sent at all, is no value. */
const emptyAsNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

export const contactSchema = z.object({
  name: z.preprocess(
    emptyAsNull,
    z
      .string()
      .trim()
      .max(100, 'Keep your name under 100 characters.')
      .superRefine(refuseNonText({ singleLine: true }))
      .nullable(),
  ),
  email: z.preprocess(
    emptyAsNull,
    z.email('Enter a valid e-mail address, or leave it empty.').max(254).nullable(),
  ),
  message: z
    .string()
    .trim()
    .min(10, 'Write at least 10 characters.')
    .max(5000, 'Keep your message under 5,000 characters.')
    .superRefine(refuseNonText()),
});

/** A refused message (a success redirects), with what was typed to fill the form again. */
export type ContactResult = ActionRefused & { values?: Record<string, string> };

export async function contactAction(request: Request, context: AppLoadContext) {
  assertSameOrigin(request, context.env.SITE_URL);
  const form = await request.formData();
  // A bot that filled the hidden field is answered like anyone else; nothing is kept.
  if (honeypotFilled(form)) return redirect(withToast('/contact', 'message-sent'));
  const limited = await consumeLimit(context, 'contactPerIp', context.clientIp);
  if (limited) {
    return privateAnswer(data<ContactResult>(limited.data, limited.init ?? 429));
  }
  const parsed = parseForm(contactSchema, form);
  if (!parsed.ok) {
    const values = {
      name: String(form.get('name') ?? ''),
      email: String(form.get('email') ?? ''),
      message: String(form.get('message') ?? ''),
    };
    // The page is public; this answer, with what they typed, is the poster's alone.
    return privateAnswer(refused(400, { fieldErrors: parsed.fieldErrors, values }));
  }
  const member = await getOptionalUser(request, context);
  const { name, email, message } = parsed.data;
  await context.db
    .insert(contactMessages)
    .values({ name, email, body: message, userId: member?.id ?? null });
  const to = context.env.CONTACT_EMAIL;
  if (to) {
    const from =
      onOneLine([name, email].filter(Boolean).join(' ')) || 'someone who left no address';
    void sendMail(context.env, {
      to,
      subject: 'A message from the Peptidia contact form',
      text: `From ${from}${member ? ` (member @${member.username})` : ''}:\n\n${message}\n`,
    }).catch((error: unknown) =>
      console.error(`[contact] mail to CONTACT_EMAIL failed: ${(error as Error).message}`),
    );
  }
  return redirect(withToast('/contact', 'message-sent'));
}
