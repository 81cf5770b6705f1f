/**
 * Atom feeds (RFC 4287) of the newest approved discussions, site-wide and per category: title,
 * author, category and the same excerpt the community page shows visitors, written by the
 * site's Atom builder (app/utils/atom-feed.ts).
 */
import type { AppLoadContext } from 'react-router';
import { atomFeed, type AtomEntry } from '~/utils/atom-feed';
import { escapeXml } from '~/utils/xml';
import { authorName } from './author';
import { feedPath, feedTitle } from './feed-links';
import { latestDiscussions, listCategories, type DiscussionSummary } from './discussions.server';

const feedSize = 50;
function entry(siteUrl: string, discussion: DiscussionSummary): AtomEntry {
  const url = `${siteUrl}/community/discussion/${discussion.id}`;
  const category = discussion.category
    ? `\n    <category term="${escapeXml(discussion.category.slug)}" label="${escapeXml(discussion.category.name)}"/>`
    : '';
  return {
    id: url,
    title: discussion.title,
    link: url,
    updated: discussion.createdAt,
    author: authorName(discussion.author),
    extra: category,
    summary: discussion.excerpt,
  };
}

/** The feed's XML, or null for a category that does not exist. */
export async function discussionFeed(context: AppLoadContext, categorySlug: string | null) {
  const siteUrl = context.env.SITE_URL;
  let category: { id: string; name: string } | null = null;
  if (categorySlug !== null) {
    category =
      (await listCategories(context.db)).find((item) => item.slug === categorySlug) ?? null;
    if (!category) return null;
  }
  const discussions = await latestDiscussions(context.db, feedSize, category?.id ?? null);
  return atomFeed({
    self: `${siteUrl}${feedPath(categorySlug)}`,
    title: feedTitle(category?.name ?? null),
    subtitle: 'Research and education only, never medical advice.',
    alternate: `${siteUrl}/community`,
    // A category with nothing in it yet is as new as this answer.
    emptyUpdated: new Date().toISOString(),
    entries: discussions.map((discussion) => entry(siteUrl, discussion)),
  });
}
