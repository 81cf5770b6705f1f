/**
 * One Zod schema per accounts form, with the spec's messages word for word where it gives them
 * ('Password must be at least 6 characters long', 'Passwords do not match').
 * Used by the actions; a failed parse answers 400 with the field errors and writes nothing.
 */
import { z } from 'zod';
import type { ActionRefused } from '~/utils/action-result';
import { refuseNonText } from '~/utils/outside-text';

export const messages = {
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  /** better-auth's own wording for a missing e-mail or password (the spec's library check). */
  credentialsMissing: 'You must provide either an email or phone number and a password',
  /** One message for an unknown account and a wrong password, whichever was typed. */
  invalidCredentials: 'Invalid login credentials',
  usernameTaken: 'This username is already taken',
  resetLinkFailed: 'Failed to verify reset link. Please try again.',
  currentPasswordWrong: 'Current password is incorrect',
  /** One of the 1,000 most common passwords (checked on the server only). */
  passwordTooCommon: 'This password is too common. Please choose another.',
} as const;

const required = (label: string) => z.string({ error: `${label} is required` }).trim();

export const usernameRule = /^[A-Za-z0-9_]{3,30}$/;
const username = required('Username')
  .min(1, 'Username is required')
  .regex(usernameRule, 'Username must be 3 to 30 letters, digits or underscores');

const email = required('Email')
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(6, messages.passwordTooShort)
  .max(128, messages.passwordTooLong);

// Shown beside every post and quoted in mail: one line.
const displayName = z
  .string()
  .trim()
  .max(50, 'Display name must be at most 50 characters')
  .superRefine(refuseNonText({ singleLine: true }));

export const signUpSchema = z.object({
  username,
  displayName: required('Display name').min(1, 'Display name is required').pipe(displayName),
  email,
  password: newPassword,
});

export const signInSchema = z.object({
  identifier: required('Email or username').min(1, 'Email or username is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
  rememberMe: z.preprocess((value) => value === 'on' || value === 'true', z.boolean()),
  redirectTo: z.string().optional(),
});

export const resetRequestSchema = z.object({ email });

const passwordPair = {
  password: newPassword,
  confirmPassword: z
    .string({ error: 'Please confirm the password' })
    .min(1, 'Please confirm the password'),
};
const samePasswords = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;
const mismatch = { message: messages.passwordsDoNotMatch, path: ['confirmPassword'] };

export const newPasswordSchema = z
  .object({ token: z.string().min(1).max(200), ...passwordPair })
  .refine(samePasswords, mismatch);

export const profileSchema = z.object({
  displayName: displayName.transform((value) => value || null).optional(),
  username,
  avatarUrl: z
    .string()
    .trim()
    .max(500, 'Avatar URL is too long')
    .refine(
      (value) => value === '' || (URL.canParse(value) && new URL(value).protocol === 'https:'),
      'Avatar URL must be an https:// link',
    )
    .transform((value) => value || null)
    .optional(),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(128),
    ...passwordPair,
  })
  .refine(samePasswords, mismatch);

/**
 * What an accounts form's action answers when it does not redirect (a success always does): a
 * refusal (`message` for the form, `fieldErrors` under the fields) with the form's `intent` and
 * what was typed, to fill the form again (never passwords).
 */
export type FormRefusal = ActionRefused & {
  intent: string;
  values?: Record<string, string>;
};
