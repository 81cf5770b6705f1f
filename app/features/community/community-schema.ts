/**
 * The forum's forms and URL parameters (spec: "Validation rules", "Business constants and
 * limits"). Shared by the server (the rule) and the browser (counters and disabled buttons).
 */
import { z } from 'zod';
import { formText } from '~/utils/form-validation';
import { refuseNonText } from '~/utils/outside-text';

import {
  commentMaxLength,
  discussionContentMaxLength,
  discussionTitleMaxLength,
} from './community-limits';

// The limits and texts the browser needs live in community-limits.ts (no zod in the bundle).
export {
  commentMaxLength,
  communityToasts,
  discussionContentMaxLength,
  discussionTitleMaxLength,
  discussionsPerPage,
  latestDiscussionsCount,
} from './community-limits';

const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A database id: anything else is refused before it reaches a query. */
export const entityIdSchema = z.uuid();
export const isEntityId = (value: unknown): value is string =>
  entityIdSchema.safeParse(value).success;

export const discussionFormSchema = z.object({
  title: z.preprocess(
    formText,
    z
      .string()
      .min(1, 'Please enter a title.')
      .max(discussionTitleMaxLength, 'Please keep the title under 200 characters.')
      .superRefine(refuseNonText({ singleLine: true })),
  ),
  content: z.preprocess(
    formText,
    z
      .string()
      .min(1, 'Please write the content of your discussion.')
      .max(discussionContentMaxLength, 'Please keep the content under 20,000 characters.')
      .superRefine(refuseNonText()),
  ),
  categoryId: z.preprocess(
    emptyAsNull,
    z.uuid({ message: 'Please choose a category from the list.' }).nullable(),
  ),
});
export type DiscussionInput = z.output<typeof discussionFormSchema>;

export const commentFormSchema = z.object({
  content: z.preprocess(
    formText,
    z
      .string()
      .min(1, 'Please write a comment first.')
      .max(commentMaxLength, 'Please keep your comment under 5,000 characters.')
      .superRefine(refuseNonText()),
  ),
  parentCommentId: z.preprocess(
    emptyAsNull,
    z.uuid({ message: 'This comment is not available.' }).nullable(),
  ),
});
export type CommentInput = z.output<typeof commentFormSchema>;

/** The discussion page's pin toggle (admins only; the action checks the role). */
export const pinFormSchema = z.object({
  discussionId: z.uuid(),
  pinned: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

/** ?page= and ?category= of the list: anything unexpected falls back to page 1 / all. */
export function readListParams(searchParams: URLSearchParams) {
  const pageText = searchParams.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const categoryText = searchParams.get('category') ?? '';
  const category = /^[a-z0-9-]{1,60}$/.test(categoryText) ? categoryText : null;
  return { page, category };
}
