/**
 * One badge for every label on the site (difficulty, effectiveness, interaction, grade,
 * Verified, Lab Tested, Pinned, Admin...). Colours carry meaning only; all meet WCAG AA.
 */
import type { CSSProperties, ReactNode } from 'react';

/**
 * Each variant's colours are the component class `badge-<variant>` (app.css); `verified` is
 * `success` with its shield drawn before the text.
 */
export type BadgeVariant =
  'neutral' | 'brand' | 'success' | 'verified' | 'caution' | 'danger' | 'info' | 'solid';

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
    <span
      className={className ? `badge badge-${variant} ${className}` : `badge badge-${variant}`}
      style={style}
      title={title}
    >
      {children}
    </span>
  );
}
