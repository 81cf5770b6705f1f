/**
 * The Members page's list: each member with their counts and the changes an admin may
 * make, as plain forms that work without JavaScript; what happened shows above the list.
 */
import { Form } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import type { MemberRow } from './member-search.server';
import type { MemberOutcome } from './members.server';
import { ReasonField } from './reason-field';

const day = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

function ChangeForm({
  member,
  intent,
  label,
}: {
  member: MemberRow;
  intent: string;
  label: string;
}) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="memberId" value={member.id} />
      <input type="hidden" name="intent" value={intent} />
      <ReasonField label="Reason (kept in the audit trail)" />
      <button type="submit" className={buttonClasses.secondary}>
        {label}
      </button>
    </Form>
  );
}

function SuspendForm({ member }: { member: MemberRow }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="memberId" value={member.id} />
      <input type="hidden" name="intent" value="suspend" />
      <ReasonField label="Reason (shown to the member at sign-in)" />
      <label className="grid gap-1 text-sm font-medium text-slate-700">
        Until (empty: until lifted)
        <input
          type="date"
          name="until"
          className="min-h-11 rounded-md border border-slate-300 px-3 font-normal text-slate-900"
        />
      </label>
      <button type="submit" className={buttonClasses.danger}>
        Suspend
      </button>
    </Form>
  );
}

function MemberCard({ member, self }: { member: MemberRow; self: boolean }) {
  const name = member.displayName ?? member.username;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-semibold text-slate-900 wrap-anywhere">
        {name} <span className="font-normal text-slate-600">@{member.username}</span>
        {member.isAdmin ? <span className="ml-2 text-sm text-brand-700">Admin</span> : null}
      </p>
      <p className="text-sm text-slate-700 wrap-anywhere">{member.email}</p>
      <p className="mt-1 text-sm text-slate-700">
        {member.reviews} reviews · {member.discussions} discussions · {member.comments} comments ·{' '}
        {member.flagsReceived} flags received
      </p>
      {member.suspended ? (
        <p className="mt-1 text-sm font-semibold text-red-800">
          Suspended {member.suspendedUntil ? `until ${day(member.suspendedUntil)}` : 'until lifted'}
          {member.suspensionReason ? `: ${member.suspensionReason}` : ''}
        </p>
      ) : null}
      {self ? (
        <p className="mt-3 text-sm text-slate-600">This is you.</p>
      ) : (
        <div className="mt-3 grid gap-3">
          {member.suspended ? (
            <ChangeForm member={member} intent="lift" label="Lift suspension" />
          ) : member.isAdmin ? null : (
            <SuspendForm member={member} />
          )}
          {member.isAdmin ? (
            <ChangeForm member={member} intent="revoke-admin" label="Remove admin" />
          ) : (
            <ChangeForm member={member} intent="grant-admin" label="Make admin" />
          )}
        </div>
      )}
    </li>
  );
}

export function MembersList(props: {
  members: MemberRow[];
  adminId: string;
  text: string;
  outcome?: MemberOutcome;
}) {
  const { members, adminId, text, outcome } = props;
  return (
    <>
      <Form method="get" role="search" className="mt-6 flex gap-2">
        <label htmlFor="members-q" className="sr-only">
          Find a member by name or e-mail
        </label>
        <input
          id="members-q"
          name="q"
          type="search"
          defaultValue={text}
          maxLength={100}
          placeholder="Name, username or e-mail"
          className="min-h-11 flex-1 rounded-md border border-slate-300 px-3 text-slate-900"
        />
        <button type="submit" className={buttonClasses.primary}>
          Find
        </button>
      </Form>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`mt-4 ${outcome.ok ? 'text-slate-800' : 'font-semibold text-red-800'}`}
        >
          {outcome.message}
        </p>
      ) : null}
      {members.length === 0 ? (
        <p className="mt-6 text-slate-700">No member matches &ldquo;{text}&rdquo;.</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {members.map((member) => (
            <MemberCard key={member.id} member={member} self={member.id === adminId} />
          ))}
        </ul>
      )}
    </>
  );
}
