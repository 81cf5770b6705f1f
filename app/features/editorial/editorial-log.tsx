/** The change log: who changed which editorial figure, and when, newest first. */
import { Link } from 'react-router';
import type { EditorialAction } from '#database/schema';
import { TableHead } from '~/components/ui/table-head';

const actionLabels: Record<EditorialAction, string> = {
  vendor_added: 'Vendor added',
  vendor_corrected: 'Vendor corrected',
  price_added: 'Price added',
  prices_imported: 'Prices imported',
  lab_result_added: 'Lab result added',
};

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export interface EditorialLogEntry {
  id: string;
  action: EditorialAction;
  summary: string;
  createdAt: string;
  actor: string | null;
  vendor: string | null;
}

export function EditorialLog({ entries }: { entries: EditorialLogEntry[] }) {
  if (entries.length === 0) return <p className="mt-6 text-slate-700">No changes yet.</p>;
  return (
    // A long summary or name wraps anywhere rather than widening the table; on a phone the table
    // scrolls inside its box if it must, never the page.
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Editorial changes, newest first</caption>
        <TableHead
          columns={[
            { label: 'When', className: 'py-2 pr-4' },
            { label: 'Who', className: 'py-2 pr-4' },
            { label: 'Change', className: 'py-2 pr-4' },
            { label: 'What', className: 'py-2' },
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="py-2 pr-4 whitespace-nowrap tabular">{when(entry.createdAt)}</td>
              <td className="py-2 pr-4 [overflow-wrap:anywhere]">
                {entry.actor ? `@${entry.actor}` : 'Deleted account'}
              </td>
              <td className="py-2 pr-4">{actionLabels[entry.action]}</td>
              <td className="py-2 [overflow-wrap:anywhere]">
                {entry.summary}
                {entry.vendor ? (
                  <>
                    {' '}
                    <Link to={`/vendors/${entry.vendor}`} className="text-brand-700 underline">
                      page
                    </Link>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
