/** Site-wide constants: the brand, the header's seven links (spec order), the theme colour. */
export const siteName = 'Peptidia';
export const themeColor = '#0f766e';

export const primaryNav = [
  { label: 'Peptides 101', to: '/articles/peptides-101', within: ['/articles'] },
  { label: 'Top Vendors', to: '/vendors', within: ['/vendors'] },
  // A peptide or stack page answers at three paths (routes.ts): all belong to the database.
  { label: 'Peptides', to: '/peptides', within: ['/peptides', '/peptide', '/stack'] },
  { label: 'Injection Guide', to: '/guides', within: ['/guides'] },
  { label: 'Community', to: '/community', within: ['/community'] },
  { label: 'Price Compare', to: '/compare-prices', within: ['/compare-prices'] },
  { label: 'Dosage Calculator', to: '/dosage-calculator', within: ['/dosage-calculator'] },
] as const;

/**
 * The header link of the section a path belongs to ("where am I"), or undefined for a
 * page outside the seven (home, search, account pages). Matched by whole path segments, so
 * /peptides-other is not under /peptides.
 */
export function currentSection(pathname: string): string | undefined {
  return primaryNav.find((item) =>
    item.within.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  )?.to;
}

/** The slug rule of the spec: lower case, each run of non-alphanumerics becomes one hyphen. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
