/**
 * Toasts that survive a redirect (`?toast=<key>`), with the spec's exact texts.
 * Add a key here, then redirect with `withToast('/path', 'key')`.
 */
import type { ToastInput } from '~/components/ui/toast-input';
import { flashToastParam } from './flash-toast-param';

export const flashToasts = {
  'signed-out': { title: 'Signed out', description: 'You have been signed out.' },
  'account-created': {
    title: 'Account created successfully',
    description: 'You can now sign in with your credentials.',
  },
  'reset-email-sent': {
    title: 'Password reset email sent',
    description: 'Check your email for a link to reset your password.',
  },
  'password-updated': {
    title: 'Password updated successfully',
    description: 'You can now use your new password to sign in.',
  },
  'profile-updated': { title: 'Profile updated', description: 'Your changes have been saved.' },
  'other-sessions-ended': {
    title: 'Signed out of other sessions',
    description: 'Every other browser and device has been signed out.',
  },
  'email-change-sent': {
    title: 'Check your new e-mail',
    description:
      'Open the link we sent to the new address within an hour; until then nothing changes.',
  },
  'email-changed': {
    title: 'E-mail address changed',
    description: 'Sign in with your new e-mail address from now on.',
  },
  'email-proof-sent': {
    title: 'Check your e-mail',
    description: 'Open the link we sent to your address within an hour to confirm it.',
  },
  'email-confirmed': {
    title: 'E-mail address confirmed',
    description: 'Thank you: your address is confirmed.',
  },
  'message-sent': {
    title: 'Message sent',
    description: 'Thank you: the people who run Peptidia will read it.',
  },
  'account-deleted': {
    title: 'Account deleted',
    description: 'Your account and your personal data have been deleted.',
  },
  'discussion-submitted': {
    title: 'Discussion submitted!',
    description:
      'Your discussion has been submitted for approval and will be visible once reviewed.',
  },
} satisfies Record<string, ToastInput>;

export type FlashToastKey = keyof typeof flashToasts;

/** The toast a query (after '?') names, when it names a listed one. */
export function flashToastIn(search: string): ToastInput | null {
  const key = new URLSearchParams(search).get(flashToastParam);
  return key && Object.hasOwn(flashToasts, key) ? flashToasts[key as FlashToastKey] : null;
}

/** A local URL with the toast key appended. */
export function withToast(path: string, key: FlashToastKey): string {
  const [pathname, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  params.set(flashToastParam, key);
  return `${pathname}?${params.toString()}`;
}
