/**
 * The doses of a cycle as days and amounts: what vials and cost are counted from. The planner
 * builds them from its schedule (titration, weekdays); the cost form of the calculator and the
 * peptide pages from one dose taken a number of times a week.
 */
export interface DoseEvent {
  /** Days after the start (0 = the first day). */
  day: number;
  /** 1-based week of the cycle. */
  week: number;
  doseMcg: number;
}

/** Days of a week (0-6) for `times` doses spread evenly: 2 a week are days 0 and 3, 3 are 0, 2, 4. */
export function evenDoseDays(times: number): number[] {
  return Array.from({ length: times }, (_, index) => Math.floor((index * 7) / times));
}

/** The same dose `timesPerWeek` times a week (1-7) for `weeks` weeks. */
export function evenDoseEvents(doseMcg: number, timesPerWeek: number, weeks: number): DoseEvent[] {
  const days = evenDoseDays(timesPerWeek);
  return Array.from({ length: weeks }, (_, index) =>
    days.map((offset) => ({ day: index * 7 + offset, week: index + 1, doseMcg })),
  ).flat();
}
