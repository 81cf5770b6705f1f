/**
 * The one rule for text that comes from outside (form fields, query parameters, CSV cells):
 * - control characters other than tab and line breaks (C0, DEL and C1) are refused: they are
 *   invisible, PostgreSQL cannot store U+0000, and they break mail and XML;
 * - non-characters (U+FDD0-U+FDEF, U+nFFFE and U+nFFFF) and lone surrogates are refused: they
 *   are no text at all, and XML 1.0 forbids U+FFFE and U+FFFF;
 * - a single-line field (a name, a title, a reason) takes no line break, so it cannot add lines
 *   to a mail or a log that quotes it.
 * The form parsers check every field with it, the Zod schemas check theirs (for the CSV import
 * too), and the writers of XML and mail drop what slipped into older rows.
 */
import type { z } from 'zod';

export const outsideTextMessages = {
  control: 'Remove the invisible control characters from this field.',
  nonCharacter: 'Remove the characters that are not text (such as U+FFFF) from this field.',
  lineBreak: 'Keep this on one line: remove the line breaks.',
} as const;

// C0 but tab, line feed and carriage return; DEL; C1 (U+0085, next line, among them).
const controlSource = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';
/** The last two code points of each of the 17 planes. */
const planeEnds = Array.from({ length: 17 }, (_, plane) => {
  const hex = (offset: number) => (plane * 0x10000 + offset).toString(16);
  return `\\u{${hex(0xfffe)}}\\u{${hex(0xffff)}}`;
}).join('');
// With the u flag, a surrogate in a class matches only one that has no partner.
const nonCharacterSource = `\\u{fdd0}-\\u{fdef}${planeEnds}\\ud800-\\udfff`;
const lineBreakSource = '\\r\\n\\u2028\\u2029';

const controlCharacter = new RegExp(`[${controlSource}]`, 'u');
const nonCharacter = new RegExp(`[${nonCharacterSource}]`, 'u');
const lineBreak = new RegExp(`[${lineBreakSource}]`, 'u');
const notText = new RegExp(`[${controlSource}${nonCharacterSource}]`, 'gu');
const lineBreaks = new RegExp(`(?:\\r\\n|[${lineBreakSource}\\u0085])+`, 'gu');

export interface TextRule {
  /** A name, a title, a reason: no line breaks. */
  singleLine?: boolean;
}

/** What is wrong with a text from outside, as the message shown under its field; or null. */
export function outsideTextProblem(text: string, rule: TextRule = {}): string | null {
  if (controlCharacter.test(text)) return outsideTextMessages.control;
  if (nonCharacter.test(text)) return outsideTextMessages.nonCharacter;
  if (rule.singleLine && lineBreak.test(text)) return outsideTextMessages.lineBreak;
  return null;
}

/** The problem of each string field of a form that breaks the rule (files are not text). */
export function outsideFormProblems(form: Iterable<[string, unknown]>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value !== 'string' || key in problems) continue;
    const problem = outsideTextProblem(value);
    if (problem) problems[key] = problem;
  }
  return problems;
}

/** The text without control characters, non-characters and lone surrogates (search queries). */
export const withoutNonText = (text: string) => text.replace(notText, '');

/** The text on one line, each run of line breaks a space: what a mail or log quotes of a name. */
export const onOneLine = (text: string) => withoutNonText(text.replace(lineBreaks, ' '));

/**
 * Text XML 1.0 can carry: it allows tab, line feed, carriage return and U+0020-U+D7FF,
 * U+E000-U+FFFD and the other planes; non-characters are dropped as well.
 */
export const xmlSafeText = (text: string) => withoutNonText(text);

/** A Zod refinement of a text field: `z.string().superRefine(refuseNonText({ singleLine }))`. */
export const refuseNonText =
  (rule: TextRule = {}) =>
  (value: string, context: z.RefinementCtx) => {
    const problem = outsideTextProblem(value, rule);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  };
