/** A slim bordered notice for disclaimers, tips and warnings: visible but quiet, never a modal. */
import type { ReactNode } from 'react';

const tones = {
  info: 'border-blue-300 bg-blue-50 text-blue-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  danger: 'border-red-300 bg-red-50 text-red-900',
  tip: 'border-green-300 bg-green-50 text-green-900',
  neutral: 'border-slate-300 bg-white text-slate-700',
} as const;

export function Notice({
  tone = 'neutral',
  title,
  titleAs: Title = 'p',
  children,
  className = '',
}: {
  tone?: keyof typeof tones;
  title?: ReactNode;
  /** A heading when the notice is a section of its own, so the section is named by it. */
  titleAs?: 'p' | 'h2';
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]} ${className}`}>
      {title ? <Title className="font-semibold">{title}</Title> : null}
      <div className={title ? 'mt-1' : undefined}>{children}</div>
    </div>
  );
}
