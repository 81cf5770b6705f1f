import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  onOneLine,
  outsideFormProblems,
  outsideTextMessages,
  outsideTextProblem,
  refuseNonText,
  withoutNonText,
  xmlSafeText,
} from './outside-text';

const controls = [
  ...Array.from({ length: 9 }, (_, code) => code),
  0x0b,
  0x0c,
  ...Array.from({ length: 18 }, (_, index) => 0x0e + index),
  ...Array.from({ length: 33 }, (_, index) => 0x7f + index),
].map((code) => String.fromCharCode(code));
const nonCharacters = [
  '\ufffe',
  '\uffff',
  '\ufdd0',
  '\ufdef',
  String.fromCodePoint(0x1fffe),
  String.fromCodePoint(0x10ffff),
];
const loneSurrogates = ['\ud800', '\udfff', 'a\ud83dz'];

describe('outsideTextProblem', () => {
  it('refuses every control character but tab and line breaks', () => {
    for (const control of controls) {
      expect(outsideTextProblem(`a${control}b`)).toBe(outsideTextMessages.control);
    }
    expect(outsideTextProblem('one\ttwo\r\nthree\nfour')).toBeNull();
  });

  it('refuses non-characters and lone surrogates, and keeps real text of every plane', () => {
    for (const text of [...nonCharacters, ...loneSurrogates]) {
      expect(outsideTextProblem(`a${text}b`)).toBe(outsideTextMessages.nonCharacter);
    }
    expect(outsideTextProblem('Ünïcödé – 日本語 😀 \ufffd \ufdcf \ufdf0')).toBeNull();
  });

  it('refuses line breaks in a single-line field only', () => {
    for (const text of ['Ann\nSECURITY', 'Ann\rB', 'Ann\u2028B', 'Ann\u2029B']) {
      expect(outsideTextProblem(text, { singleLine: true })).toBe(outsideTextMessages.lineBreak);
      expect(outsideTextProblem(text)).toBeNull();
    }
    expect(outsideTextProblem('Ann\tLee', { singleLine: true })).toBeNull();
  });
});

describe('outsideFormProblems', () => {
  it('names each string field that breaks the rule, and skips files', () => {
    const form = new FormData();
    form.append('title', 'fine');
    form.append('content', 'a\u0000b');
    form.append('content', 'second copy');
    form.append('note', '\uffff');
    form.append('upload', new Blob(['\u0000']), 'x.csv');
    expect(outsideFormProblems(form)).toEqual({
      content: outsideTextMessages.control,
      note: outsideTextMessages.nonCharacter,
    });
  });
});

describe('cleaning text for search, mail and XML', () => {
  it('drops what is not text, keeping tab and line breaks', () => {
    expect(withoutNonText('bp\u0000c-1\uffff57\ud800\t\n')).toBe('bpc-157\t\n');
    expect(xmlSafeText('Title \uffff\ufffe\u0001\u0085 end')).toBe('Title  end');
  });

  it('puts a name on one line', () => {
    expect(onOneLine('Ann\r\n\r\nSECURITY: reset at http://x\u2028\u0085more\u0000')).toBe(
      'Ann SECURITY: reset at http://x more',
    );
  });
});

describe('refuseNonText', () => {
  it('gives a Zod schema the same rule and message', () => {
    const schema = z
      .string()
      .trim()
      .superRefine(refuseNonText({ singleLine: true }));
    expect(schema.safeParse('Ann').success).toBe(true);
    const broken = schema.safeParse('Ann\nLee');
    expect(broken.error?.issues[0]?.message).toBe(outsideTextMessages.lineBreak);
    expect(schema.safeParse('A\u0000').error?.issues[0]?.message).toBe(outsideTextMessages.control);
  });
});
