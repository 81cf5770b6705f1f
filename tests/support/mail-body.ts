/**
 * The readable text of an outbox .eml file. Quoted-printable is decoded only when the message
 * declares it: in a 7bit message '=21' is just text (a reset token can start with '21').
 */
export function mailText(raw: string): string {
  if (!/^Content-Transfer-Encoding: quoted-printable\s*$/im.test(raw)) return raw;
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
