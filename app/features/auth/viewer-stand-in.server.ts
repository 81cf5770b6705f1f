/**
 * The stand-in member a shared member page is rendered for (app/page-templates.server.ts): the
 * same shape as the real member, every text a token that the host's template replaces with the
 * real member's text. Components show these texts verbatim (session-user.ts), so a page rendered
 * for the stand-in is right for every member of its shape.
 */
import { randomBytes } from 'node:crypto';
import type { SessionUser } from './session-user';

export const viewerFields = [
  'id',
  'email',
  'username',
  'displayName',
  'avatarUrl',
  'name',
  'initials',
  'unread',
] as const;
export type ViewerField = (typeof viewerFields)[number];

// Random per process: no text a member types can contain one. Lower-case letters, digits and
// underscores pass through HTML escaping and both JSON encodings unchanged.
const tokenPrefix = `vt${randomBytes(10).toString('hex')}_`;
export const slotToken = (slot: ViewerField | 'nonce') => `${tokenPrefix}${slot}_`;
/** Finds the tokens in a rendered page; group 1 is the slot's name. */
export const slotTokenPattern = new RegExp(`${tokenPrefix}([A-Za-z]+)_`, 'g');

/**
 * What changes the markup around the member's texts: missing or empty fields, the role. Null for
 * a member whose pages show their own posts awaiting approval: nobody shares those pages.
 */
export function viewerShape(viewer: SessionUser): string | null {
  if (viewer.ownAwaiting) return null;
  const fields = viewerFields.map((field) => {
    const value = viewer[field];
    return value === null ? '-' : value === '' ? '0' : '1';
  });
  return `${fields.join('')}${viewer.isAdmin ? 'a' : 'm'}`;
}

/** The stand-in: same shape as the member, every text a token. */
export function standInViewer(viewer: SessionUser): SessionUser {
  const standIn = { ...viewer };
  for (const field of viewerFields) {
    if (viewer[field]) (standIn as Record<ViewerField, string | null>)[field] = slotToken(field);
  }
  return standIn;
}
