import { describe, expect, it } from 'vitest';
import { mailText } from '../support/mail-body';

describe('mailText', () => {
  it('decodes a quoted-printable body and leaves the headers as they are', () => {
    const raw = [
      'List-Unsubscribe: <http://localhost:3000/x?member=A1PXgD&signature=3D>',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Caf=C3=A9 =E2=80=9Cquoted=E2=80=9D, a long line=',
      ' joined',
    ].join('\r\n');
    const text = mailText(raw);
    expect(text).toContain('?member=A1PXgD&signature=3D>');
    expect(Buffer.from(text, 'latin1').toString('utf8')).toContain(
      'Café “quoted”, a long line joined',
    );
  });

  it('leaves a 7bit message alone', () => {
    const raw = 'Content-Transfer-Encoding: 7bit\r\n\r\nToken =21abc';
    expect(mailText(raw)).toBe(raw);
  });
});
