/**
 * The printable log: one table per month, each printed on its own page (break-after), with a
 * blank notes column to fill in by hand. On paper it is all that prints: the rest of the
 * planner is print:hidden and app.css hides the site's header and footer.
 */
import { Printer } from 'lucide-react';
import { useHydrated } from '~/components/ui/use-hydrated';
import type { LogMonth } from './dose-log';
import { formatAmount, MissingFields } from './plan-section';
import { researchOnlyText } from './research-notice';

// Narrow padding and small type on phones so six columns fit 360 px without scrolling. Cells are
// styled from the table, not one by one: a cycle's log has hundreds of them.
const tableClasses =
  'mt-2 w-full border-collapse text-xs tabular sm:text-sm [&_td]:border [&_td]:border-slate-300 [&_td]:px-1 [&_td]:py-1.5 sm:[&_td]:px-2 [&_th]:border [&_th]:border-slate-300 [&_th]:px-1 [&_th]:py-1 [&_th]:text-left [&_th]:font-semibold sm:[&_th]:px-2';

function MonthTable({ month, title }: { month: LogMonth; title: string }) {
  return (
    <section className="mt-4 break-after-page last:break-after-auto">
      <h3 className="text-base font-semibold text-slate-900">
        {title}: {month.title}
      </h3>
      <p className="text-xs text-slate-600">{researchOnlyText}</p>
      <table className={tableClasses}>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Time</th>
            <th scope="col">Dose</th>
            <th scope="col">Units</th>
            <th scope="col">Site</th>
            <th scope="col" className="sm:w-2/5">
              Notes
            </th>
          </tr>
        </thead>
        <tbody>
          {month.rows.map((row) => (
            <tr key={`${row.date} ${row.time}`}>
              <td>
                <time dateTime={row.date}>{row.dateText}</time>
              </td>
              <td>{row.time}</td>
              <td>{formatAmount(row.doseMcg)} mcg</td>
              <td>{row.units === undefined ? '' : row.units}</td>
              <td>{row.site}</td>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function PrintLog({ log, title }: { log: LogMonth[]; title: string }) {
  const hydrated = useHydrated();
  return (
    <section
      aria-labelledby="plan-log-heading"
      data-print-log=""
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h2 id="plan-log-heading" className="text-lg font-semibold text-slate-900">
          Printable log
        </h2>
        {hydrated && log.length ? (
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <Printer aria-hidden="true" className="size-4" />
            Print the log
          </button>
        ) : null}
      </div>
      {log.length ? (
        <>
          <p className="mt-2 text-sm text-slate-700 print:hidden">
            Print this page for one sheet per month; sites rotate through the injection guide's
            sites, and the notes column is left for you.
          </p>
          {log.map((month) => (
            <MonthTable key={month.title} month={month} title={title} />
          ))}
        </>
      ) : (
        <div className="mt-3 text-sm">
          <MissingFields>Complete the cycle and choose a start date to make the log.</MissingFields>
        </div>
      )}
    </section>
  );
}
