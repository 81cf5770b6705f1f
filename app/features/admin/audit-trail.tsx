/** The audit trail on the admin dashboard: a filter that works without JavaScript, and a table. */
import { Form, Link } from 'react-router';
import type { ModerationAction } from '#database/schema';
import type { TrailEntry, TrailFilter } from './audit-trail.server';
import { trailHref } from './audit-trail-href';

const actionLabels: Record<ModerationAction, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  pin: 'Pinned',
  unpin: 'Unpinned',
  grant_admin: 'Made admin',
  revoke_admin: 'Admin removed',
  hide: 'Hidden',
  dismiss_flags: 'Flags dismissed',
  keep: 'Kept after flags',
  auto_hide: 'Hidden by three flags',
  suspend: 'Suspended',
  lift_suspension: 'Suspension lifted',
};

const when = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

function TrailRow({ entry }: { entry: TrailEntry }) {
  const target = entry.target ?? `Deleted ${entry.targetKind}`;
  return (
    <tr className="align-top">
      <td className="py-2 pr-4 whitespace-nowrap text-slate-700 tabular">
        {when(entry.createdAt)}
      </td>
      <td className="py-2 pr-4">{entry.actor ? `@${entry.actor}` : 'System'}</td>
      <td className="py-2 pr-4">{actionLabels[entry.action]}</td>
      <td className="py-2 pr-4 break-words">
        {entry.href ? (
          <Link to={entry.href} className="text-brand-800 underline">
            {target}
          </Link>
        ) : (
          target
        )}
      </td>
      <td className="py-2 break-words text-slate-700">{entry.reason ?? ''}</td>
    </tr>
  );
}

function ActionFilter({ filter }: { filter: TrailFilter }) {
  return (
    <Form method="get" action="/admin#audit-trail" className="mt-3 flex items-end gap-2">
      <label className="grid gap-1 text-sm font-medium text-slate-700">
        Action
        <select
          name="action"
          defaultValue={filter.action ?? ''}
          className="min-h-11 rounded-md border border-slate-300 bg-white px-2"
        >
          <option value="">All actions</option>
          {Object.entries(actionLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="min-h-11 rounded-md border border-slate-300 px-4 font-medium hover:bg-slate-100"
      >
        Show
      </button>
    </Form>
  );
}

export function AuditTrail(props: {
  entries: TrailEntry[];
  previousCursor: string | null;
  nextCursor: string | null;
  filter: TrailFilter;
}) {
  const { entries, previousCursor, nextCursor, filter } = props;
  return (
    <section id="audit-trail" aria-labelledby="audit-trail-heading" className="mt-10">
      <h2 id="audit-trail-heading" className="text-xl font-bold text-slate-900">
        Audit trail
      </h2>
      <ActionFilter filter={filter} />
      {entries.length === 0 ? (
        <p className="mt-4 text-slate-700">No moderation actions yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-700">
              <tr>
                {['When', 'Who', 'Action', 'What', 'Reason'].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-4 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {entries.map((entry) => (
                <TrailRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Audit trail pages" className="mt-3 flex gap-4 text-sm">
        {previousCursor ? (
          <Link
            to={trailHref(filter.action, { before: previousCursor })}
            className="text-brand-800 underline"
          >
            Newer
          </Link>
        ) : null}
        {nextCursor ? (
          <Link
            to={trailHref(filter.action, { after: nextCursor })}
            className="text-brand-800 underline"
          >
            Older
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
