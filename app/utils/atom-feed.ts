/**
 * An Atom feed (RFC 4287) written from plain facts: the feed's id, title, self and alternate
 * links, its updated time and author, and its entries. Written, not parsed: every text goes
 * through escapeXml.
 */
import { escapeXml } from './xml';

export interface AtomEntry {
  id: string;
  title: string;
  /** The page the entry is about (rel="alternate"). */
  link: string;
  /** ISO 8601 with a time zone. */
  updated: string;
  author?: string;
  /** Extra elements already written as XML (a category), indented by the caller. */
  extra?: string;
  summary: string;
}

export interface AtomFeed {
  /** The feed's own address: its id and its rel="self" link. */
  self: string;
  title: string;
  subtitle: string;
  alternate: string;
  /** Atom requires a date; an empty feed is as new as `emptyUpdated`. */
  emptyUpdated: string;
  /** The feed-level author, for entries that name none. */
  author?: string;
  entries: AtomEntry[];
}

function entryXml(entry: AtomEntry): string {
  const author = entry.author
    ? `\n    <author><name>${escapeXml(entry.author)}</name></author>`
    : '';
  return `  <entry>
    <id>${escapeXml(entry.id)}</id>
    <title>${escapeXml(entry.title)}</title>
    <link href="${escapeXml(entry.link)}"/>
    <updated>${entry.updated}</updated>${author}${entry.extra ?? ''}
    <summary>${escapeXml(entry.summary)}</summary>
  </entry>`;
}

export function atomFeed(feed: AtomFeed): string {
  const author = feed.author ? `\n  <author><name>${escapeXml(feed.author)}</name></author>` : '';
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(feed.self)}</id>
  <title>${escapeXml(feed.title)}</title>
  <subtitle>${escapeXml(feed.subtitle)}</subtitle>
  <link rel="self" href="${escapeXml(feed.self)}"/>
  <link rel="alternate" href="${escapeXml(feed.alternate)}"/>
  <updated>${feed.entries[0]?.updated ?? feed.emptyUpdated}</updated>${author}
${feed.entries.map(entryXml).join('\n')}
</feed>
`;
}
