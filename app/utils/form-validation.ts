/**
 * Reads a form with its Zod schema: the parsed values, or the first error message of each field
 * (what the form shows under the field). Used by every action that accepts user input. Every
 * field, in the schema or not, is first held to the rule for text from outside (no control
 * characters, no non-characters): one such field refuses the whole form.
 */
import type { z } from 'zod';
import { outsideFormProblems } from './outside-text';

export type FieldErrors = Record<string, string>;

export type FormParseResult<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  formData: FormData,
): FormParseResult<z.output<Schema>> {
  const values: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of formData) if (!(key in values)) values[key] = value;
  const problems = outsideFormProblems(formData);
  const result = schema.safeParse(values);
  if (result.success && Object.keys(problems).length === 0) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = { ...problems };
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'form');
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/** Trims a form text; an absent field reads as ''. */
export const formText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
