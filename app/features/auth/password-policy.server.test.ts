import { describe, expect, it } from 'vitest';
import { messages, newPasswordSchema, signUpSchema } from './auth-schemas';
import { commonPasswords } from '~/data/common-passwords';
import { parseForm } from '~/utils/form-validation';
import { isCommonPassword } from './common-passwords.server';
import { refuseCommonPassword } from './password-policy.server';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('the common password list', () => {
  it('holds the 1,000 entries of the published list, most common first', () => {
    expect(commonPasswords).toHaveLength(1000);
    expect(commonPasswords.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(commonPasswords.at(-1)).toBe('freepass');
  });

  it('matches whatever the case, and only whole passwords', () => {
    for (const password of ['password1', 'PASSWORD1', 'Dragon', 'iloveyou', 'qwerty123']) {
      expect(isCommonPassword(password)).toBe(true);
    }
    for (const password of ['correct-horse-42', 'password1!', ' password1', 'e2e-password-1']) {
      expect(isCommonPassword(password)).toBe(false);
    }
  });
});

describe('refuseCommonPassword', () => {
  const signUp = { username: 'lab_rat', displayName: 'Lab Rat', email: 'lab@example.test' };
  const check = (fields: Record<string, string>) => {
    const parsed = refuseCommonPassword(parseForm(signUpSchema, form(fields)), form(fields));
    return parsed.ok ? undefined : parsed.fieldErrors;
  };

  it('refuses a common password that the schema accepts, with its own message', () => {
    expect(check({ ...signUp, password: 'sunshine' })).toEqual({
      password: 'This password is too common. Please choose another.',
    });
    expect(messages.passwordTooCommon).toBe('This password is too common. Please choose another.');
  });

  it('keeps the spec’s 6-character message first, and the other fields’ errors', () => {
    expect(check({ ...signUp, password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
    expect(check({ ...signUp, email: 'nope', password: 'dragon' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'This password is too common. Please choose another.',
    });
  });

  it('lets an uncommon password through untouched', () => {
    const fields = { token: 't', password: 'lab-rat-42', confirmPassword: 'lab-rat-42' };
    const parsed = refuseCommonPassword(parseForm(newPasswordSchema, form(fields)), form(fields));
    expect(parsed).toEqual({ ok: true, data: fields });
  });
});
