import { Form, Link } from 'react-router';
import type { Route } from './+types/admin-messages';
import { buttonClasses } from '~/components/ui/button-link';
import { messagesAction, messagesLoader } from '~/features/admin/messages.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: Route.LoaderArgs) => messagesLoader(request, context);
export const action = ({ request, context }: Route.ActionArgs) => messagesAction(request, context);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Messages',
    description: 'Messages sent through the contact form.',
    path: '/admin/messages',
    noindex: true,
  });

const when = (date: Date | string) =>
  new Date(date).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

export default function AdminMessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData.message : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <p className="text-sm">
        <Link to="/admin" className="text-brand-700 underline">
          Admin Dashboard
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Messages</h1>
      {failed ? (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {failed}
        </p>
      ) : null}
      {loaderData.messages.length === 0 ? (
        <p className="mt-6 text-slate-700">No messages yet.</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {loaderData.messages.map((message) => (
            <li
              key={message.id}
              className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              <p className="text-sm text-slate-700">
                {message.name ?? 'No name'} · {message.email ?? 'no e-mail'}
                {message.member ? ` · member @${message.member}` : ''} · {when(message.createdAt)}
                {message.handled ? ' · handled' : ''}
              </p>
              <p className="mt-2 whitespace-pre-wrap text-slate-900 wrap-anywhere">
                {message.body}
              </p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="id" value={message.id} />
                <input type="hidden" name="handled" value={message.handled ? 'no' : 'yes'} />
                <button type="submit" className={buttonClasses.secondary}>
                  {message.handled ? 'Mark as open' : 'Mark as handled'}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <MessagePages previous={loaderData.previousCursor} next={loaderData.nextCursor} />
    </div>
  );
}

/** Plain links to the pages around this one: they work before the app starts, or without it. */
function MessagePages({ previous, next }: { previous: string | null; next: string | null }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Message pages" className="mt-6 flex justify-between">
      {previous ? (
        <Link to={`?before=${previous}`} className="text-brand-700 underline">
          Newer
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={`?after=${next}`} className="text-brand-700 underline">
          Older
        </Link>
      ) : null}
    </nav>
  );
}
