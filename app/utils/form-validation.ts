/**
 * Reads a form with its Zod schema: the parsed values, or the first error message of each field
 * (what the form shows under the field). Used by every action that accepts user input.
 */
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export type FormParseResult<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  formData: FormData,
): FormParseResult<z.output<Schema>> {
  const values: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of formData) if (!(key in values)) values[key] = value;
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/** Trims a form text; an absent field reads as ''. */
export const formText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
