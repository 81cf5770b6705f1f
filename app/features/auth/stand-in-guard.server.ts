/**
 * The stand-in member as loaders of a shared member page get it (getOptionalUser, with
 * `context.pageFor.shared`): its texts are tokens (viewer-stand-in.server.ts), so a loader that
 * looks up the member's own data by them (their id, say) finds nothing, for every member. Each
 * text is therefore a getter that reports the read (utils/page-cache-checks.server.ts: a thrown
 * error in development and tests, a log line in production, where the token is returned as
 * before). Two readers are allowed:
 * - headerViewer(): the root loader's copy for the header's account area, which shows the texts
 *   and which the host fills in for each member;
 * - ownRowsId(): null for the stand-in, for a page that deliberately shows a member's own rows
 *   as everyone's (a member whose own rows differ has no shape and shares no page).
 */
import type { Env } from '~/utils/env.server';
import { readerLocation, reportDeclarationMistake } from '~/utils/page-cache-checks.server';
import type { SessionUser } from './session-user';
import { standInViewer, viewerFields } from './viewer-stand-in.server';

/** Each guarded stand-in, with its plain copy (the header's). */
const plainCopies = new WeakMap<object, SessionUser>();

const guardFiles = ['stand-in-guard.server', 'session.server'];

function standInMessage(path: string, field: string, reader: string, routeFile: string) {
  return (
    `${path} is kept for members as 'shared' (one rendering for every member of a shape), so ` +
    `its loaders get a stand-in member whose texts are placeholders; ${reader} read the ` +
    `member's ${field}. Declare members: 'own' in the publicPageCache(…) or memberPageCache(…) ` +
    `of ${routeFile}, or, where the page shows the member's own rows as everyone's, match them ` +
    `with ownRowsId(viewer) (features/auth/stand-in-guard.server.ts).`
  );
}

/** The stand-in for `viewer` on the page at `path`, whose texts report every read. */
export function guardedStandIn(viewer: SessionUser, path: string, env: Env): SessionUser {
  const plain = standInViewer(viewer);
  const guarded = { ...plain };
  for (const field of viewerFields) {
    const token = plain[field];
    if (!token) continue; // null or empty: the shape, the same for every member of it
    Object.defineProperty(guarded, field, {
      enumerable: true,
      get() {
        const { reader, routeFile } = readerLocation(guardFiles);
        const message = standInMessage(path, field, reader, routeFile);
        reportDeclarationMistake(env, `stand-in ${field} ${reader}`, message);
        return token;
      },
    });
  }
  plainCopies.set(guarded, plain);
  return guarded;
}

/** The member for the header's account area: the stand-in's texts as tokens, to be filled in. */
export function headerViewer(viewer: SessionUser | null): SessionUser | null {
  return viewer && (plainCopies.get(viewer) ?? viewer);
}

/**
 * The id to match the member's own rows against; null for the stand-in of a shared page, whose
 * rows then show as anyone's.
 */
export function ownRowsId(viewer: { id: string }): string | null {
  return plainCopies.has(viewer) ? null : viewer.id;
}
