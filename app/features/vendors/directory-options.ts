/**
 * The choices of the vendor directory (spec: "Vendor directory"): sort and filter options, their
 * labels, and how they are read from the URL. No data imports, so the browser bundle stays small.
 */
export const directorySorts = [
  { value: 'grade', label: 'Lab Testing Grade' },
  { value: 'price', label: 'Lowest Price' },
  { value: 'trust', label: 'Trust Score' },
] as const;
export type DirectorySort = (typeof directorySorts)[number]['value'];

export const directoryFilters = [
  { value: 'all', label: 'All Vendors' },
  { value: 'grade-a', label: 'Grade A Only' },
  { value: 'lab-tested', label: 'Lab Tested Only' },
  { value: 'usa', label: 'USA Only' },
  { value: 'budget', label: 'Budget Options' },
] as const;
export type DirectoryFilter = (typeof directoryFilters)[number]['value'];

export interface DirectoryQuery {
  q: string;
  sort: DirectorySort;
  filter: DirectoryFilter;
}

export const defaultDirectoryQuery: DirectoryQuery = { q: '', sort: 'grade', filter: 'all' };

/** Longest search text kept from the URL; vendor names are far shorter. */
const maxSearchLength = 100;

function oneOf<T extends string>(
  allowed: readonly { value: T }[],
  raw: string | null,
  fallback: T,
) {
  return allowed.find((option) => option.value === raw)?.value ?? fallback;
}

/** Reads q, sort and filter from a URL's search params; unknown values fall back to defaults. */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  return {
    q: (params.get('q') ?? '').trim().slice(0, maxSearchLength),
    sort: oneOf(directorySorts, params.get('sort'), defaultDirectoryQuery.sort),
    filter: oneOf(directoryFilters, params.get('filter'), defaultDirectoryQuery.filter),
  };
}
