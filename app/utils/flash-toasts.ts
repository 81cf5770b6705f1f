/**
 * Toasts that survive a redirect (`?toast=<key>`), with the spec's exact texts.
 * Add a key here, then redirect with `withToast('/path', 'key')`.
 */
import type { ToastInput } from '~/components/ui/toast';

export const flashToasts = {
  'signed-out': { title: 'Signed out', description: 'You have been signed out.' },
} satisfies Record<string, ToastInput>;

export type FlashToastKey = keyof typeof flashToasts;

/** A local URL with the toast key appended. */
export function withToast(path: string, key: FlashToastKey): string {
  const [pathname, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  params.set('toast', key);
  return `${pathname}?${params.toString()}`;
}
