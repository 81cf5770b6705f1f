/** The admin dashboard's form: approve or reject one pending item. */
import { z } from 'zod';

export const moderationKinds = ['discussion', 'comment', 'review'] as const;
export type ModerationKind = (typeof moderationKinds)[number];

export const moderationFormSchema = z.object({
  kind: z.enum(moderationKinds),
  id: z.uuid(),
  decision: z.enum(['approve', 'reject']),
  /** Why, for the audit trail (and, once notifications exist, the author). */
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters.').optional(),
});
export type ModerationInput = z.output<typeof moderationFormSchema>;

const kindLabel: Record<ModerationKind, string> = {
  discussion: 'Discussion',
  comment: 'Comment',
  review: 'Review',
};

/** The spec's toasts: 'Approved' / 'Discussion has been approved and is now visible.' ... */
export function moderationToast(kind: ModerationKind, decision: ModerationInput['decision']) {
  return decision === 'approve'
    ? { title: 'Approved', description: `${kindLabel[kind]} has been approved and is now visible.` }
    : { title: 'Rejected', description: `${kindLabel[kind]} has been rejected.` };
}
