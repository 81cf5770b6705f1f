/** The cycle planner's answer: the week-by-week schedule, the total and the vials per size. */
import { Notice } from '~/components/ui/notice';
import { formatAmount, MissingFields, PlanSection } from './plan-section';
import type { Schedule } from './schedule';
import { storageWindowDays, type VialCount } from './vials';

const cell = 'py-1.5 pr-3';

function vialLife(count: VialCount): string {
  const first = count.uses[0];
  if (!first) return '';
  const days = first.lastDoseDay - first.openedDay + 1;
  const left = first.expiredDoses
    ? `; set aside on day ${storageWindowDays} with ${first.expiredDoses} doses left`
    : '';
  return `first vial: ${first.doses} doses over ${days} days${left}`;
}

function VialTable({ sizes, dosedName }: { sizes: VialCount[]; dosedName: string }) {
  return (
    <table className="w-full text-left tabular">
      <caption className="text-left text-sm font-semibold text-slate-900">Vials needed</caption>
      <thead className="text-xs text-slate-600">
        <tr>
          <th scope="col" className={`${cell} font-medium`}>
            {dosedName} per vial
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            Vials
          </th>
          <th scope="col" className="py-1.5 font-medium">
            How long a vial lasts
          </th>
        </tr>
      </thead>
      <tbody>
        {sizes.map((count) => (
          <tr key={count.vialMcg} className="border-t border-slate-200">
            <td className={cell}>{formatAmount(count.vialMcg / 1000, 3)} mg</td>
            <td className={cell}>{count.doseExceedsVial ? '-' : count.vials}</td>
            <td className="py-1.5">
              {count.doseExceedsVial
                ? 'A single dose is more than this vial holds'
                : vialLife(count)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function StorageWarning({ sizes }: { sizes: VialCount[] }) {
  const expiring = sizes.filter((count) => count.expiredWithDoses > 0);
  if (expiring.length === 0) return null;
  const names = expiring.map((count) => `${formatAmount(count.vialMcg / 1000, 3)} mg`).join(', ');
  return (
    <Notice tone="warning" title={`Doses remain after ${storageWindowDays} days`}>
      With {names} vials, doses are still left {storageWindowDays} days after mixing. A
      reconstituted vial is kept in the fridge and used within its storage window (the injection
      guide says 30 days); the counts above set such a vial aside and open a new one.
    </Notice>
  );
}

export function CyclePanel({
  schedule,
  sizes,
  dosedName,
}: {
  schedule?: Schedule;
  sizes: VialCount[];
  /** The peptide the dose is for: in a blend, vial sizes count only its part. */
  dosedName: string;
}) {
  if (!schedule) {
    return (
      <PlanSection id="plan-cycle" title="Cycle schedule">
        <MissingFields>
          Enter the dose, the cycle length and how often (times a week or weekdays) to see the
          schedule.
        </MissingFields>
      </PlanSection>
    );
  }
  return (
    <PlanSection id="plan-cycle" title="Cycle schedule">
      <p className="tabular">
        Total for the cycle: <strong>{formatAmount(schedule.totalMcg / 1000, 3)} mg</strong> (
        {formatAmount(schedule.totalMcg)} mcg) in {schedule.events.length} doses.
      </p>
      {schedule.ignoredSteps.map((step) => (
        <p key={step.week} className="text-amber-900">
          The step from week {step.week} starts after the cycle's last week and is left out.
        </p>
      ))}
      <table className="w-full text-left tabular">
        <caption className="sr-only">Week by week</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className={`${cell} font-medium`}>
              Week
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Dose
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Doses
            </th>
            <th scope="col" className="py-1.5 font-medium">
              Week total
            </th>
          </tr>
        </thead>
        <tbody>
          {schedule.weeks.map((row) => (
            <tr key={row.week} className="border-t border-slate-200">
              <td className={cell}>{row.week}</td>
              <td className={cell}>{formatAmount(row.doseMcg)} mcg</td>
              <td className={cell}>{row.doses}</td>
              <td className="py-1.5">{formatAmount(row.totalMcg)} mcg</td>
            </tr>
          ))}
        </tbody>
      </table>
      {sizes.length ? (
        <VialTable sizes={sizes} dosedName={dosedName} />
      ) : (
        <MissingFields>Enter the vial amount or choose price data to count vials.</MissingFields>
      )}
      <StorageWarning sizes={sizes} />
    </PlanSection>
  );
}
