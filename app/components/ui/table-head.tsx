/**
 * The header row of a data table: column headers with `scope="col"`, each with its own classes
 * (padding, alignment), under a rule. For the admin screens; public pages' tables write theirs
 * out, as one more shared module would add to every public page's JavaScript.
 */
import type { ReactNode } from 'react';

export interface HeadColumn {
  label: ReactNode;
  className: string;
  ariaSort?: 'ascending' | 'descending' | undefined;
}

export function TableHead({ columns }: { columns: readonly HeadColumn[] }) {
  return (
    <thead className="border-b border-slate-200 text-slate-600">
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" aria-sort={column.ariaSort} className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
