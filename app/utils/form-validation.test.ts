import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseForm } from './form-validation';
import { outsideTextMessages } from './outside-text';

const schema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(10, 'Title is too long'),
  count: z.coerce.number().int('Count must be a whole number'),
});

const form = (entries: [string, string | Blob][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('parseForm', () => {
  it('gives the parsed values of a valid form', () => {
    const parsed = parseForm(
      schema,
      form([
        ['title', ' Notes '],
        ['count', '3'],
      ]),
    );
    expect(parsed).toEqual({ ok: true, data: { title: 'Notes', count: 3 } });
  });

  it('gives the first message of each refused field, the message shown under it', () => {
    const parsed = parseForm(
      schema,
      form([
        ['title', ''],
        ['count', '1.5'],
      ]),
    );
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: { title: 'Title is required', count: 'Count must be a whole number' },
    });
  });

  it('refuses the whole form for a control character, even in a field the schema ignores', () => {
    const entries: [string, string][] = [
      ['title', 'Notes'],
      ['count', '3'],
      ['extra', 'a\u0000b'],
    ];
    expect(parseForm(schema, form(entries))).toEqual({
      ok: false,
      fieldErrors: { extra: outsideTextMessages.control },
    });
  });

  it('reads the first of a repeated field, so a second copy cannot replace a checked value', () => {
    const parsed = parseForm(
      schema,
      form([
        ['title', 'First'],
        ['title', 'Second'],
        ['count', '1'],
      ]),
    );
    expect(parsed).toEqual({ ok: true, data: { title: 'First', count: 1 } });
  });

  it('refuses a file posted in place of a text field with a message, never a crash', () => {
    const parsed = parseForm(
      schema,
      form([
        ['title', new Blob(['x'])],
        ['count', '1'],
      ]),
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.fieldErrors)).toEqual(['title']);
  });
});
