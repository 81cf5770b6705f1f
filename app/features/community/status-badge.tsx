/**
 * A post's moderation status as its author sees it; nothing for an approved post. A module of its
 * own: the vendor page and the forum show it without loading the "My posts" list.
 */
import type { ModerationStatus } from '#database/schema/community';
import { Badge } from '~/components/ui/badge';

const statusLabels = {
  pending: { label: 'Awaiting approval', variant: 'caution' },
  rejected: { label: 'Not approved', variant: 'danger' },
  hidden: { label: 'Hidden by a moderator', variant: 'danger' },
} as const;

export function StatusBadge({ status }: { status: ModerationStatus }) {
  if (status === 'approved') return null;
  const { label, variant } = statusLabels[status];
  return <Badge variant={variant}>{label}</Badge>;
}
