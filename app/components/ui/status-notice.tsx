/**
 * A message in the page: a flash toast's before the app runs (flash-notice.tsx), or an action's
 * answer to a form posted without JavaScript, which the app would have shown as a toast.
 * A failure is an alert; anything else a status.
 */
import type { ToastInput } from './toast-input';

export function StatusNotice({
  message,
  className = '',
}: {
  message: ToastInput;
  className?: string;
}) {
  const failed = message.variant === 'destructive';
  return (
    <div
      role={failed ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm break-words ${
        failed
          ? 'border-red-300 bg-red-50 text-red-900'
          : 'border-green-300 bg-green-50 text-green-900'
      } ${className}`}
    >
      <p className="font-semibold">{message.title}</p>
      {message.description ? <p className="mt-0.5">{message.description}</p> : null}
    </div>
  );
}
