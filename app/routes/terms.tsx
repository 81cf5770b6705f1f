import type { Route } from './+types/terms';
import { LegalPage, formatLegalDate, type LegalSection } from '~/features/legal/legal-page';
import { publicPageCacheUntilMidnight } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

export const headers = () => publicPageCacheUntilMidnight(new Date(), { query: [] });

export function loader() {
  return { lastUpdated: formatLegalDate(new Date()) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Terms of Service',
    description:
      'The terms for using Peptidia, a research and education reference that sells nothing.',
    keywords: ['terms of service'],
    path: '/terms',
  });

const sections: LegalSection[] = [
  {
    heading: '1. About these terms',
    body: (
      <p>
        These terms govern your use of Peptidia (the site). By using the site you agree to them. If
        you do not agree, please do not use the site.
      </p>
    ),
  },
  {
    heading: '2. Research and education only',
    body: (
      <>
        <p>
          All content on the site is provided for research and educational purposes only. It is not
          medical advice, diagnosis or treatment, and it is no substitute for the advice of a
          qualified healthcare provider. The compounds described are sold by third parties for
          research use only and are not for human consumption.
        </p>
        <p>
          Individual results vary. Nothing on the site is intended to diagnose, treat, cure or
          prevent any disease. Always consult a healthcare provider before making any health
          decision.
        </p>
      </>
    ),
  },
  {
    heading: '3. We do not sell peptides',
    body: (
      <p>
        Peptidia does not sell, supply, ship or take orders for peptides or any other product. We
        have no checkout. Links to vendor stores leave the site; purchases you make there are
        between you and that vendor, under its terms and the laws that apply to you. Some vendor
        links are affiliate links and may earn us a commission; this never changes a grade, price or
        review we publish.
      </p>
    ),
  },
  {
    heading: '4. Accuracy of information',
    body: (
      <p>
        We work to keep profiles, prices and lab data accurate and date them where we show them, but
        we make no warranty that they are complete, current or error-free. Prices and vendor details
        change; check with the vendor.
      </p>
    ),
  },
  {
    heading: '5. Accounts and community content',
    body: (
      <>
        <p>
          You must be at least 18 years old to create an account. You are responsible for keeping
          your password safe and for what is posted from your account.
        </p>
        <p>
          Reviews, discussions and comments must be lawful, respectful and factual. Do not post
          medical advice, personal data of others, spam or sourcing requests. New discussions and
          reviews are moderated before they appear, and we may remove content or close accounts that
          break these rules. You keep ownership of what you post and grant us a licence to display
          it on the site.
        </p>
      </>
    ),
  },
  {
    heading: '6. Limitation of liability',
    body: (
      <p>
        The site is provided as is. To the fullest extent permitted by law, Peptidia is not liable
        for any loss or harm arising from your use of the site or of any product you obtain from a
        third party.
      </p>
    ),
  },
  {
    heading: '7. Changes',
    body: (
      <p>
        We may update these terms. The date above shows when they last changed; continuing to use
        the site means you accept the current version. Questions about these terms:{' '}
        <a href="/contact" className="text-brand-700 underline">
          contact us
        </a>
        .
      </p>
    ),
  },
];

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage title="Terms of Service" lastUpdated={loaderData.lastUpdated} sections={sections} />
  );
}
