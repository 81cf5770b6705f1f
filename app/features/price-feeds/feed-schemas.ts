/** One Zod schema per form of the price-feed screens; the server checks every one. */
import { z } from 'zod';
import { priceUnits } from '~/data/vendor-types';
import { refuseNonText } from '~/utils/outside-text';
import { feedFormats } from './feed-item';

const oneLine = refuseNonText({ singleLine: true });
const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Pick a vendor from the list.')
  .max(60);
const itemId = z.coerce
  .number({ message: 'Pick an item.' })
  .int('Pick an item.')
  .positive('Pick an item.');

/** An empty address removes the vendor's feed. */
export const feedSettingsSchema = z.object({
  vendor: slug,
  url: z.union([
    z.literal('').transform(() => null),
    z
      .string()
      .trim()
      .max(1000, 'Keep the address under 1001 characters.')
      .superRefine(oneLine)
      .refine(
        (value) => /^https?:\/\/[^\s/]+[^\s]*$/.test(value),
        'Enter the feed as a full web address (https://...).',
      ),
  ]),
  format: z.enum(feedFormats, 'Pick the feed format.'),
});

export const checkNowSchema = z.object({ vendor: slug });

export const matchSchema = z.object({
  item: itemId,
  peptide: z
    .string()
    .trim()
    .min(1, 'Enter the peptide.')
    .max(80, 'Keep the peptide under 81 characters.')
    .superRefine(oneLine),
  amount: z.coerce
    .number({ message: 'Enter the amount as a number.' })
    .positive('Enter an amount above 0.')
    .max(100_000, 'Enter a smaller amount.'),
  unit: z.enum(priceUnits, 'Pick a unit.'),
  notes: z
    .string()
    .trim()
    .max(80, 'Keep the notes under 81 characters.')
    .superRefine(oneLine)
    .transform((value) => value || null),
});

export const itemSchema = z.object({ item: itemId });
