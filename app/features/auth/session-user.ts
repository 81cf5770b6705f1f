/**
 * The signed-in member as loaders see it (no secrets: no hash, no token). Components show these
 * strings exactly as they are and never work anything out from them: member pages are rendered
 * once with stand-ins and filled in per member (app/page-templates.server.ts).
 */
export interface SessionUser {
  id: string;
  email: string;
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
  isAdmin: boolean;
  /** visibleName() and initials(), worked out by the server (see above). */
  name: string;
  initials: string;
  /** Unread notifications as the header shows them ('3', '99+'), null when there are none. */
  unread: string | null;
  /** Has posts awaiting approval or lately rejected, which their forum pages show them. */
  ownAwaiting: boolean;
}

/** The unread count as the header shows it; null hides the badge. */
export function unreadText(count: number): string | null {
  if (count <= 0) return null;
  return count >= 100 ? '99+' : String(count);
}

/** The spec's fallback chain: display name, username, the e-mail before the at-sign, 'User'. */
export function visibleName(user: {
  displayName: string | null;
  username: string | null;
  email: string;
}) {
  return user.displayName?.trim() || user.username?.trim() || user.email.split('@')[0] || 'User';
}

/** The avatar fallback: the first 2 letters of the visible name, in upper case. */
export function initials(name: string): string {
  return Array.from(name.replace(/[^\p{L}\p{N}]/gu, '') || name)
    .slice(0, 2)
    .join('')
    .toUpperCase();
}
