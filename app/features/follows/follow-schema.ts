/** The follow form: what to follow or unfollow, and where to go back to without JavaScript. */
import { z } from 'zod';
import { followKinds } from '#database/schema';

export const followFormSchema = z.object({
  intent: z.enum(['follow', 'unfollow']),
  kind: z.enum(followKinds),
  key: z.string().trim().min(1).max(200),
  /** 'notifications' when the form sits in a notice: the member goes back to the list. */
  from: z.enum(['page', 'notifications']).default('page'),
});
