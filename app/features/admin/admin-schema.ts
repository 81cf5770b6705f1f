/** The admin dashboard's form: approve or reject one pending item. */
import { z } from 'zod';
import { refuseNonText } from '~/utils/outside-text';

/** A moderator's reason: quoted in the author's notice and mail, so one line. */
const reasonText = z
  .string()
  .trim()
  .max(500, 'Keep the reason under 500 characters.')
  .superRefine(refuseNonText({ singleLine: true }))
  .optional();

export const moderationKinds = ['discussion', 'comment', 'review'] as const;
export type ModerationKind = (typeof moderationKinds)[number];

export const moderationFormSchema = z.object({
  kind: z.enum(moderationKinds),
  id: z.uuid(),
  decision: z.enum(['approve', 'reject']),
  /** Why, for the audit trail (and, once notifications exist, the author). */
  reason: reasonText,
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

/** The Flagged tab's form: hide (a reason the author sees is required), dismiss or keep. */
export const flagDecisionSchema = z
  .object({
    kind: z.enum(moderationKinds),
    id: z.uuid(),
    decision: z.enum(['hide', 'dismiss', 'keep']),
    reason: reasonText,
  })
  .refine((input) => input.decision !== 'hide' || Boolean(input.reason), {
    message: 'Please give a reason: the author will see it.',
    path: ['reason'],
  });
export type FlagDecisionInput = z.output<typeof flagDecisionSchema>;

const flagToasts = {
  hide: { title: 'Hidden', description: 'The post is hidden and its author has been told why.' },
  dismiss: { title: 'Flags dismissed', description: 'The post is visible again.' },
  keep: { title: 'Kept', description: 'The post stays visible; flags will not hide it again.' },
} as const;
export const flagDecisionToast = (decision: FlagDecisionInput['decision']) => flagToasts[decision];
