/**
 * A followed subject's page and price feed, and the `<link rel="alternate">` that tells browsers
 * and feed readers of it. Read by pages' meta in the browser too, so it imports no data or schema.
 */
import type { MetaDescriptor } from 'react-router';
import type { FollowKind } from '#database/schema';
import { siteName } from '~/utils/site';

export interface FollowSubject {
  kind: FollowKind;
  key: string;
}

export const subjectPath = ({ kind, key }: FollowSubject) =>
  kind === 'peptide' ? `/peptide/${key}` : `/vendors/${key}`;

export const priceFeedPath = (subject: FollowSubject) => `${subjectPath(subject)}/prices.xml`;
export const priceFeedTitle = (name: string) => `${siteName}: price changes for ${name}`;

export const priceFeedLink = (subject: FollowSubject, name: string): MetaDescriptor => ({
  tagName: 'link',
  rel: 'alternate',
  type: 'application/atom+xml',
  title: priceFeedTitle(name),
  href: priceFeedPath(subject),
});
