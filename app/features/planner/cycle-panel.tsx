/** The cycle planner's answer: the week-by-week schedule, the total and the vials per size. */
import { Notice } from '~/components/ui/notice';
import { DataTable } from './data-table';
import { formatAmount, MissingFields, PlanSection } from './plan-section';
import type { Schedule } from './schedule';
import { storageWindowDays, type VialCount } from '~/features/calculator/vials';

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
    <DataTable
      caption="Vials needed"
      showCaption
      columns={[`${dosedName} per vial`, 'Vials', 'How long a vial lasts']}
      rows={sizes.map((count) => ({
        key: count.vialMcg,
        cells: [
          `${formatAmount(count.vialMcg / 1000, 3)} mg`,
          count.doseExceedsVial ? '-' : count.vials,
          count.doseExceedsVial ? 'A single dose is more than this vial holds' : vialLife(count),
        ],
      }))}
    />
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
      {schedule.ignoredSteps.map((step, index) => (
        <p key={index} className="text-amber-900">
          The step from week {step.week} starts after the cycle's last week and is left out.
        </p>
      ))}
      <DataTable
        caption="Week by week"
        columns={['Week', 'Dose', 'Doses', 'Week total']}
        rows={schedule.weeks.map((row) => ({
          key: row.week,
          cells: [
            row.week,
            `${formatAmount(row.doseMcg)} mcg`,
            row.doses,
            `${formatAmount(row.totalMcg)} mcg`,
          ],
        }))}
      />
      {sizes.length ? (
        <VialTable sizes={sizes} dosedName={dosedName} />
      ) : (
        <MissingFields>Enter the vial amount or choose price data to count vials.</MissingFields>
      )}
      <StorageWarning sizes={sizes} />
    </PlanSection>
  );
}
