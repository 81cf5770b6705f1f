/**
 * What a toast says, in a module of its own: toast.tsx shows toasts and reads the flash-toast
 * texts (utils/flash-toasts.ts), which are typed by this shape; neither imports the other back.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** A way forward, such as signing in and coming back (a local path only). */
  link?: { label: string; to: string };
}
