/** Link styled as a button: primary (filled) or secondary (outlined), 44 px touch target. */
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

export const buttonClasses = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors duration-150 hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm transition-colors duration-150 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors duration-150 hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60',
} as const;

export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<typeof Link> & { variant?: keyof typeof buttonClasses }) {
  return <Link className={`${buttonClasses[variant]} ${className}`} {...props} />;
}
