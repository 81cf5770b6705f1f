/**
 * Atom feeds (RFC 4287) of the newest approved discussions, site-wide and per category: title,
 * author, category and the same excerpt the community page shows visitors. Written, not parsed:
 * every text goes through escapeXml (app/utils/xml.ts).
 */
import type { AppLoadContext } from 'react-router';
import { escapeXml } from '~/utils/xml';
import { authorName } from './author';
import { feedPath, feedTitle } from './feed-links';
import { latestDiscussions, listCategories, type DiscussionSummary } from './discussions.server';

const feedSize = 50;
function entry(siteUrl: string, discussion: DiscussionSummary): string {
  const url = `${siteUrl}/community/discussion/${discussion.id}`;
  const category = discussion.category
    ? `\n    <category term="${escapeXml(discussion.category.slug)}" label="${escapeXml(discussion.category.name)}"/>`
    : '';
  return `  <entry>
    <id>${escapeXml(url)}</id>
    <title>${escapeXml(discussion.title)}</title>
    <link href="${escapeXml(url)}"/>
    <updated>${discussion.createdAt}</updated>
    <author><name>${escapeXml(authorName(discussion.author))}</name></author>${category}
    <summary>${escapeXml(discussion.excerpt)}</summary>
  </entry>`;
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
  const self = `${siteUrl}${feedPath(categorySlug)}`;
  const title = feedTitle(category?.name ?? null);
  // Atom requires a date; a category with nothing in it yet is as new as this answer.
  const updated = discussions[0]?.createdAt ?? new Date().toISOString();
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(self)}</id>
  <title>${escapeXml(title)}</title>
  <subtitle>Research and education only, never medical advice.</subtitle>
  <link rel="self" href="${escapeXml(self)}"/>
  <link rel="alternate" href="${escapeXml(`${siteUrl}/community`)}"/>
  <updated>${updated}</updated>
${discussions.map((discussion) => entry(siteUrl, discussion)).join('\n')}
</feed>
`;
}
