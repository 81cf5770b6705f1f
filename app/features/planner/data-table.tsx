/**
 * The planner's result tables: a caption, column headings and rows of cells. Cells are styled
 * from the table, so the rows carry no classes of their own.
 */
import type { ReactNode } from 'react';

export interface TableRow {
  key: string | number;
  cells: ReactNode[];
}

const tableClasses =
  'w-full text-left tabular [&_td]:py-1.5 [&_td]:pr-3 [&_th]:py-1.5 [&_th]:pr-3 [&_th]:font-medium [&_tbody_tr]:border-t [&_tbody_tr]:border-slate-200';

export function DataTable({
  caption,
  showCaption = false,
  columns,
  rows,
  rowHeaders = false,
}: {
  caption: string;
  showCaption?: boolean;
  columns: string[];
  rows: TableRow[];
  /** The first cell of each row names the row (a peptide), for screen readers. */
  rowHeaders?: boolean;
}) {
  return (
    <table className={tableClasses}>
      <caption
        className={showCaption ? 'text-left text-sm font-semibold text-slate-900' : 'sr-only'}
      >
        {caption}
      </caption>
      <thead className="text-xs text-slate-600">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              rowHeaders && index === 0 ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
