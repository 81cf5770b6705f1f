/** The `<link rel="alternate">` that tells browsers and feed readers of a page's price feed. */
import type { MetaDescriptor } from 'react-router';
import { subjectPath, type FollowSubject } from './follow-subjects';
import { siteName } from '~/utils/site';

export const priceFeedPath = (subject: FollowSubject) => `${subjectPath(subject)}/prices.xml`;
export const priceFeedTitle = (name: string) => `${siteName}: price changes for ${name}`;

export const priceFeedLink = (subject: FollowSubject, name: string): MetaDescriptor => ({
  tagName: 'link',
  rel: 'alternate',
  type: 'application/atom+xml',
  title: priceFeedTitle(name),
  href: priceFeedPath(subject),
});
