import { describe, expect, it } from 'vitest';
import { refused } from './action-result';
import { tooManyRequests } from './rate-limit.server';

describe('refused', () => {
  it('answers { ok: false } with its status, the sentence as message and the field messages', () => {
    const answer = refused(400, {
      message: 'Check the form.',
      fieldErrors: { email: 'Enter a valid e-mail address' },
    });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      message: 'Check the form.',
      fieldErrors: { email: 'Enter a valid e-mail address' },
    });
  });

  it('keeps what a page needs beside the refusal, under its own name', () => {
    const answer = refused(409, {
      intent: 'delete-account',
      message: 'Not now.',
      values: { a: 'b' },
    });
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toEqual({
      ok: false,
      intent: 'delete-account',
      message: 'Not now.',
      values: { a: 'b' },
    });
  });

  it('never lets an extra turn a refusal into a success', () => {
    // An `ok` that slipped in among the extras (a spread of another answer) is overruled.
    const extras = { ok: true, message: 'x' } as unknown as { message: string };
    expect(refused(400, extras).data.ok).toBe(false);
  });

  it('carries the headers its status needs', () => {
    const answer = refused(429, { message: 'Wait.' }, { 'Retry-After': '30' });
    expect(new Headers(answer.init?.headers).get('retry-after')).toBe('30');
  });
});

describe('the rate limit answer', () => {
  it('is a refusal: 429, the wait as message, and a Retry-After', () => {
    const answer = tooManyRequests(90);
    expect(answer.init?.status).toBe(429);
    expect(answer.data).toEqual({
      ok: false,
      message: 'Too many attempts. Please wait 2 minutes and try again.',
    });
    expect(new Headers(answer.init?.headers).get('retry-after')).toBe('90');
  });
});
