/** A moderator's reason with a decision: up to 500 characters, kept in the audit trail. */
export function ReasonField({ label }: { label: string }) {
  return (
    <label className="grid w-full gap-1 text-sm font-medium text-slate-700">
      {label}
      <input
        name="reason"
        maxLength={500}
        className="min-h-11 rounded-md border border-slate-300 px-3 font-normal text-slate-900"
      />
    </label>
  );
}
