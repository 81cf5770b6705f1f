/**
 * What a toast says, in a module of its own: toast.tsx shows toasts and reads the flash-toast
 * texts (utils/flash-toasts.ts), which are typed by this shape; neither imports the other back.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
