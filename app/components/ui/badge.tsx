/**
 * One badge for every label on the site (difficulty, effectiveness, interaction, grade,
 * Verified, Lab Tested, Pinned, Admin...). Colours carry meaning only; all meet WCAG AA.
 */
import type { CSSProperties, ReactNode } from 'react';

const variants = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300',
  brand: 'bg-brand-50 text-brand-800 ring-brand-600/40',
  success: 'bg-green-50 text-green-800 ring-green-600/40',
  caution: 'bg-amber-50 text-amber-900 ring-amber-600/40',
  danger: 'bg-red-50 text-red-800 ring-red-600/40',
  info: 'bg-blue-50 text-blue-800 ring-blue-600/40',
  solid: 'bg-brand-700 text-white ring-brand-700',
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({
  variant = 'neutral',
  children,
  className = '',
  style,
  title,
}: {
  variant?: BadgeVariant;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** A pointer's hint of what the badge means; the page's legend says it for everyone. */
  title?: string;
}) {
  return (
    <span className={`badge ${variants[variant]} ${className}`} style={style} title={title}>
      {children}
    </span>
  );
}
