/** Footer: Resources, Community and Legal groups, the research-only warning and disclaimers. */
import { Link } from 'react-router';
import { siteName } from '~/utils/site';

const groups = [
  {
    title: 'Resources',
    links: [
      { label: 'Peptide Database', to: '/peptides' },
      { label: 'Peptides 101', to: '/articles/peptides-101' },
      { label: 'Injection Guide', to: '/guides' },
      { label: 'Dosage Calculator', to: '/dosage-calculator' },
      { label: 'How Scores Are Made', to: '/methods' },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Community Home', to: '/community' },
      { label: 'Discussions', to: '/community/discussions' },
      { label: 'Vendor Directory', to: '/vendors' },
      { label: 'Price Compare', to: '/compare-prices' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Contact', to: '/contact' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <p className="text-lg font-bold text-brand-800">{siteName}</p>
            <p className="mt-2 text-sm text-slate-600">
              An independent reference on research peptides. We sell nothing and take no orders.
            </p>
          </div>
          {groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="text-sm font-semibold text-slate-900">{group.title}</h2>
              <ul className="mt-3 space-y-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="footer-link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div
          role="note"
          className="mt-8 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p className="font-semibold">For research use only. Not for human consumption.</p>
          <p className="mt-1">
            Everything on this site is for research and education only and is not medical advice.
            Consult a healthcare provider before making any health decision. Individual results
            vary. These products are not intended to diagnose, treat, cure or prevent any disease.
            Some vendor links are affiliate links and may earn us a commission at no cost to you.
          </p>
        </div>
        <p className="mt-6 text-xs text-slate-600">
          {`© ${new Date().getFullYear()} ${siteName}. Research and education only.`}
        </p>
      </div>
    </footer>
  );
}
