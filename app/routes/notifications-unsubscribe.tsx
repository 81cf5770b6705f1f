/**
 * The digest's unsubscribe link: works signed out, only with a signature made for that member.
 * Opening the link changes nothing (mail clients open links to scan them); the button does.
 */
import { data } from 'react-router';
import type { Route } from './+types/notifications-unsubscribe';
import { UnsubscribeForm } from '~/features/notifications/email-forms';
import { setWantsEmail } from '~/features/notifications/email-setting.server';
import { verifiedMember } from '~/features/notifications/unsubscribe-link.server';
import { Notice } from '~/components/ui/notice';
import { refused, type ActionDone } from '~/utils/action-result';
import { pageMeta } from '~/utils/meta';
import { pageQuery } from '~/utils/page-query.server';
import { assertSameOrigin } from '~/utils/same-origin.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Stop notification e-mails',
    description: 'Stop the e-mail digest of your Peptidia notifications.',
    path: '/notifications/unsubscribe',
    noindex: true,
  });

export const headers = () => ({ 'Cache-Control': 'private, no-store' });

const invalid = 'This unsubscribe link is not valid. You can turn e-mails off in Profile Settings.';

export function loader({ request, context }: Route.LoaderArgs) {
  const member = verifiedMember(context.env, pageQuery(request, context, 'not kept'));
  if (!member) return data({ valid: false }, { status: 400 });
  return { valid: true };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.env.SITE_URL);
  const member = verifiedMember(context.env, pageQuery(request, context, 'not kept'));
  const done = member ? await setWantsEmail(context.db, member, false) : false;
  if (!done) return refused(400, { message: invalid });
  return { ok: true } as const satisfies ActionDone;
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Stop notification e-mails</h1>
      {actionData?.ok ? (
        <Notice tone="tip" className="mt-6">
          You will get no more notification e-mails. You can turn them on again in Profile Settings.
        </Notice>
      ) : actionData || !loaderData.valid ? (
        <Notice tone="danger" className="mt-6">
          {invalid}
        </Notice>
      ) : (
        <>
          <p className="mt-4 text-slate-700">
            Your notifications stay on the site; only the e-mail digest stops.
          </p>
          <UnsubscribeForm />
        </>
      )}
    </div>
  );
}
