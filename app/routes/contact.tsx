import type { Route } from './+types/contact';
import { ContactForm } from '~/features/contact/contact-form';
import { contactAction } from '~/features/contact/contact.server';
import { withActionHeaders } from '~/utils/action-headers.server';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// The same form for everyone: kept by the host; the post is never cached. After a message the
// page says so (?toast=message-sent: the layout prints it, for a browser without JavaScript too).
export const headers = withActionHeaders(publicPageCache(86_400, { query: ['toast'] }));

export const action = ({ request, context }: Route.ActionArgs) => contactAction(request, context);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Contact',
    description: 'Write to the people who run Peptidia.',
    path: '/contact',
    noindex: false,
  });

export default function ContactPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Contact</h1>
      <p className="mt-2 text-slate-700">
        Write to the people who run Peptidia: a mistake in a profile, a vendor fact, an account that
        belongs to someone under 18, or anything else. We read every message. We cannot answer
        medical questions.
      </p>
      <ContactForm result={actionData} />
    </div>
  );
}
