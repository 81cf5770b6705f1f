/**
 * The forms of flags and own edits: one Zod schema each, used by the server. A failed
 * validation answers 400 with the first message and writes nothing.
 */
import { z } from 'zod';
import { formText } from '~/utils/form-validation';
import { refuseNonText } from '~/utils/outside-text';
import { commentFormSchema, discussionFormSchema } from './community-schema';
import { flagNoteMaxLength, flagReasonLabels, type FlagReasonValue } from './own-post-rules';

const flagReasons = Object.keys(flagReasonLabels) as [FlagReasonValue, ...FlagReasonValue[]];

export const flagFormSchema = z.object({
  kind: z.enum(['discussion', 'comment', 'review'], { message: 'This post is not available.' }),
  id: z.uuid({ message: 'This post is not available.' }),
  reason: z.enum(flagReasons, { message: 'Please choose why you are flagging this.' }),
  note: z.preprocess(
    formText,
    z
      .string()
      .max(flagNoteMaxLength, 'Please keep the note under 500 characters.')
      .superRefine(refuseNonText())
      .transform((note) => note || null),
  ),
});
export type FlagInput = z.output<typeof flagFormSchema>;

const postId = z.uuid({ message: 'This post is not available.' });

export const editDiscussionSchema = discussionFormSchema
  .pick({ title: true, content: true })
  .extend({ id: postId });
export const editCommentSchema = commentFormSchema.pick({ content: true }).extend({ id: postId });
export const removePostSchema = z.object({ id: postId });
