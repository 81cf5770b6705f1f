/**
 * The readable text of an outbox .eml file. Quoted-printable is decoded only when the message
 * declares it: in a 7bit message '=21' is just text (a reset token can start with '21'). Only
 * the body is decoded: the headers are never quoted-printable, and a header such as
 * List-Unsubscribe's `member=A1...` would otherwise lose its value's first two characters.
 */
export function mailText(raw: string): string {
  if (!/^Content-Transfer-Encoding: quoted-printable\s*$/im.test(raw)) return raw;
  const bodyStart = raw.search(/\r?\n\r?\n/);
  if (bodyStart === -1) return raw;
  const body = raw
    .slice(bodyStart)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return raw.slice(0, bodyStart) + body;
}
