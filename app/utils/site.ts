/** Site-wide constants: the brand, the header's seven links (spec order), the theme colour. */
export const siteName = 'Peptidia';
export const themeColor = '#0f766e';

export const primaryNav = [
  { label: 'Peptides 101', to: '/articles/peptides-101' },
  { label: 'Top Vendors', to: '/vendors' },
  { label: 'Peptides', to: '/peptides' },
  { label: 'Injection Guide', to: '/guides' },
  { label: 'Community', to: '/community' },
  { label: 'Price Compare', to: '/compare-prices' },
  { label: 'Dosage Calculator', to: '/dosage-calculator' },
] as const;

/** The slug rule of the spec: lower case, each run of non-alphanumerics becomes one hyphen. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
