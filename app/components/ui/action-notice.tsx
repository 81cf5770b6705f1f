/**
 * The answer to a form the app posts with a fetcher and turns into a toast. Without JavaScript
 * the form is an ordinary post and the answer comes back as the page's action data, which no
 * toast reads: this prints it in the page instead. With JavaScript a fetcher's answer never
 * becomes the page's action data, so the message is shown once, as the toast.
 */
import { useActionData } from 'react-router';
import { StatusNotice } from './status-notice';
import type { ToastInput } from './toast-input';

export function ActionNotice({
  toastFor,
  className,
}: {
  /** The toast the app shows for this answer; null for an answer shown some other way. */
  toastFor: (answer: unknown) => ToastInput | null;
  className?: string;
}) {
  const answer: unknown = useActionData();
  const message = answer === undefined ? null : toastFor(answer);
  return message ? <StatusNotice message={message} className={className} /> : null;
}

/** A plain object, to read an action's answer field by field. */
export const asAnswer = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
