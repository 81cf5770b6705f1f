import type { Route } from './+types/privacy';
import { LegalPage, formatLegalDate, type LegalSection } from '~/features/legal/legal-page';
import { publicPageCacheUntilMidnight } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

export const headers = () => publicPageCacheUntilMidnight(new Date(), { query: [] });

export function loader() {
  return { lastUpdated: formatLegalDate(new Date()) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Privacy Policy',
    description: 'What Peptidia stores about you, why, and the choices you have.',
    keywords: ['privacy policy'],
    path: '/privacy',
  });

const sections: LegalSection[] = [
  {
    heading: '1. Who we are',
    body: (
      <p>
        Peptidia is an independent research and education reference about peptides. This policy
        explains what we collect, why, and what you can do about it.
      </p>
    ),
  },
  {
    heading: '2. What we collect',
    body: (
      <>
        <p>
          <strong>Visitors:</strong> we do not use third-party analytics or advertising trackers.
          Page-view statistics are kept only in your own browser (local storage, the last 100
          events) and are never sent to us. Our servers keep short-lived technical logs (IP address,
          time, page requested) to keep the site secure and to limit abuse.
        </p>
        <p>
          <strong>Members:</strong> when you create an account we store your e-mail address,
          username, display name, an optional avatar link and a salted hash of your password (never
          the password itself), plus the reviews, votes, discussions and comments you post. When you
          change your username, display name or e-mail address we keep the old ones with your
          account, so that deleting it can erase them wherever others quoted them.
        </p>
      </>
    ),
  },
  {
    heading: '3. Cookies',
    body: (
      <p>
        We set one essential cookie when you sign in, to keep you signed in. It is HttpOnly and
        cannot be read by scripts. We set no tracking or advertising cookies.
      </p>
    ),
  },
  {
    heading: '4. How we use your data',
    body: (
      <p>
        We use your data only to run your account, show your contributions, moderate the community,
        send the e-mails you ask for (such as a password reset) and protect the site from abuse. We
        do not sell your data or share it with advertisers.
      </p>
    ),
  },
  {
    heading: '5. Where your data is stored',
    body: (
      <p>
        Our servers are located in the United States. By using the site you understand that your
        data is processed there.
      </p>
    ),
  },
  {
    heading: '6. Not for users under 18',
    body: (
      <p>
        The site is not intended for anyone under 18 years of age, and we do not knowingly collect
        data from them. A member can delete their own account at any time from Profile Settings; if
        you believe a minor has created an account,{' '}
        <a href="/contact" className="text-brand-700 underline">
          contact us
        </a>{' '}
        and we will delete it.
      </p>
    ),
  },
  {
    heading: '7. Your choices',
    body: (
      <p>
        You can change your profile at any time in Profile Settings and sign out of every other
        session there. Under &ldquo;Your Data&rdquo; you can download everything we hold about you
        as one file, and delete your account yourself, at once: your profile, e-mail address,
        password, sessions, reviews, votes, flags and notifications are deleted. Your discussions
        and comments stay, shown as by &ldquo;Deleted member&rdquo;, so the threads others replied
        in still read; nothing in them links to you. Every name and address you ever used is erased
        with it, also where a moderator or another member quoted it. Clearing your browser storage
        removes the local page-view history.
      </p>
    ),
  },
  {
    heading: '8. Backups',
    body: (
      <p>
        We back up the database every day and keep each backup for 30 days, then delete it. A backup
        taken after you delete your account holds none of your data; the backups taken before still
        hold it until they are deleted, at most 30 days after your deletion.
      </p>
    ),
  },
  {
    heading: '9. Changes',
    body: <p>We may update this policy. The date above shows when it last changed.</p>,
  },
];

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage title="Privacy Policy" lastUpdated={loaderData.lastUpdated} sections={sections} />
  );
}
