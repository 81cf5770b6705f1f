/**
 * What the host calls on the app (server/host-hooks.ts reads it from the server build, which
 * exports it from entry.server.tsx): start-up and periodic work, the session, and the page
 * cache's templates (page-templates.server.ts) and frames (page-frames.server.ts).
 */
import type { AppLoadContext } from 'react-router';
import type { Database } from '#database/client';
import { applyAdminEmails } from '~/features/auth/admin-role.server';
import { getOptionalUser } from '~/features/auth/session.server';
import { viewerShape } from '~/features/auth/viewer-stand-in.server';
import { sendDueDigests } from '~/features/notifications/digest.server';
import { runPriceRound, serverRestFactor } from '~/features/price-feeds/price-round.server';
import { priceCheckLines } from '~/features/price-feeds/price-check-command.server';
import { searchPageParts } from '~/features/site-search/search-page.server';
import type { Env } from '~/utils/env.server';
import { publicPaths } from '~/utils/public-paths';
import { cutFrame, fillFrame, fillFrameTemplate } from './page-frames.server';
import { cut, fill } from './page-templates.server';

/** The pages kept as frames, each with what fills in its parts for one request. */
const framedPages: Record<string, typeof searchPageParts> = { '/search': searchPageParts };

export const hostHooks = {
  /** The pages the host renders into its cache at start-up. */
  publicPaths,
  /** Run once per start by the process that migrates: ADMIN_EMAILS become admins. */
  afterMigrate: (db: Database, env: Env) => applyAdminEmails(db, env.ADMIN_EMAILS),
  /** Run every few minutes by every process: notification digests and price checks that are due. */
  background: (db: Database, env: Env) =>
    Promise.all([
      sendDueDigests(db, env),
      runPriceRound(db, env, { restFactor: serverRestFactor }),
    ]),
  /**
   * `npm run prices:check [vendor]` asked of the process holding the embedded database: its
   * lines, or a PriceCheckRefused ("No vendor … with a price feed.").
   */
  priceCheck: (db: Database, env: Env, vendorSlug: string) =>
    priceCheckLines(db, env, vendorSlug || undefined, (roundDb, roundEnv, options) =>
      runPriceRound(roundDb, roundEnv, { ...options, restFactor: serverRestFactor }),
    ),
  /** The member this request's session cookie names, or null (one prepared query). */
  viewer: (request: Request, context: AppLoadContext) => getOptionalUser(request, context),
  viewerShape,
  cut,
  fill,
  /** Whether the page at `pathname` is kept as a frame (page-frames.server.ts). */
  framed: (pathname: string) => Object.hasOwn(framedPages, pathname),
  /** This request's parts of a framed page; null when it is to be rendered whole. */
  pageParts: (request: Request, context: AppLoadContext) =>
    framedPages[new URL(request.url).pathname]?.(request, context) ?? Promise.resolve(null),
  cutFrame,
  fillFrame,
  fillFrameTemplate,
};

export type HostHooks = typeof hostHooks;
