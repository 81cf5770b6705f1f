/**
 * The message a redirect carries (`?toast=<key>`), printed in the server's HTML: without
 * JavaScript it stays on the page; once the app runs it gives way to the same message as a
 * toast (toast.tsx), so it is never shown twice. Only keys listed in flashToasts print anything.
 */
import { useLocation } from 'react-router';
import { flashToastIn } from '~/utils/flash-toasts';
import { useHydrated } from './use-hydrated';
import { StatusNotice } from './status-notice';

export function FlashNotice() {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const toast = hydrated ? null : flashToastIn(search);
  if (!toast) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <StatusNotice message={toast} />
    </div>
  );
}
