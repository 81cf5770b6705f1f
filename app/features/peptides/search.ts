/**
 * Peptide search (spec: "Validation rules"): a case-insensitive text match on the name, the
 * description or any benefit. Leading and trailing spaces are ignored; an empty query matches all.
 */
export interface Searchable {
  name: string;
  description: string;
  benefits: readonly string[];
}

export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

export function matchesQuery(item: Searchable, query: string): boolean {
  const needle = normaliseQuery(query);
  if (!needle) return true;
  return [item.name, item.description, ...item.benefits].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export function searchPeptides<T extends Searchable>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesQuery(item, query));
}
