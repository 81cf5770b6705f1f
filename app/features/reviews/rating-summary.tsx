/**
 * The average member rating once there are approved reviews and, when there are more than one
 * page of them, how many gave each number of stars. All from the kept figures.
 */
import { reviewPageSize } from './review-page-size';
import { Stars } from './star-rating';
import type { RatingSummary as Summary } from './types';

function StarHistogram({ summary }: { summary: Summary }) {
  return (
    <table className="mt-2 text-left text-xs text-slate-700">
      <caption className="sr-only">Approved reviews by stars given</caption>
      <tbody>
        {summary.starCounts.map((count, index) => {
          const stars = 5 - index;
          const share = Math.round((count / summary.approvedCount) * 100);
          return (
            <tr key={stars}>
              <th scope="row" className="pr-2 font-medium whitespace-nowrap">
                {stars} {stars === 1 ? 'star' : 'stars'}
              </th>
              <td className="w-32 pr-2 align-middle" aria-hidden="true">
                <span className="block h-2 rounded bg-slate-200">
                  <span className="block h-2 rounded bg-amber-500" style={{ width: `${share}%` }} />
                </span>
              </td>
              <td className="text-right tabular">{count}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function RatingSummary({ summary }: { summary: Summary }) {
  const { averageRating, approvedCount } = summary;
  if (averageRating === null) return null;
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <Stars rating={averageRating} />
        <span>
          <span className="font-semibold text-slate-900 tabular">{averageRating.toFixed(1)}</span> /
          5 average member rating from <span className="tabular">{approvedCount}</span>{' '}
          {approvedCount === 1 ? 'review' : 'reviews'}
        </span>
      </p>
      {approvedCount > reviewPageSize ? <StarHistogram summary={summary} /> : null}
    </div>
  );
}
