/** Article callouts: tip, warning and info, each with a visible label for all readers. */
import { AlertTriangle, Info, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { Notice } from '~/components/ui/notice';

const kinds = {
  tip: { tone: 'tip', label: 'Tip', Icon: Lightbulb },
  warning: { tone: 'warning', label: 'Warning', Icon: AlertTriangle },
  info: { tone: 'info', label: 'Good to know', Icon: Info },
} as const;

export function Callout({ kind, children }: { kind: keyof typeof kinds; children: ReactNode }) {
  const { tone, label, Icon } = kinds[kind];
  return (
    <div role="note" aria-label={label} className="my-6" data-callout={kind}>
      <Notice
        tone={tone}
        title={
          <span className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </span>
        }
      >
        <div className="space-y-2 text-sm leading-relaxed">{children}</div>
      </Notice>
    </div>
  );
}
