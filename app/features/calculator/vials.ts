/**
 * Vials a cycle uses, and how long each reconstituted vial lasts. A vial is opened (mixed) on the
 * day of its first dose; each dose comes from one vial, so a remainder smaller than the next dose
 * is left over; a vial is set aside 28 days after mixing even if doses remain. 28 days is the
 * issue's window, a little inside the injection guide's "use within 30 days".
 */
import type { DoseEvent } from './dose-events';

export const storageWindowDays = 28;

export interface VialUse {
  openedDay: number;
  lastDoseDay: number;
  doses: number;
  /** mcg still in the vial when it was set aside at the end of the storage window. */
  expiredMcg: number;
  /** Full doses of the next dose size that remained when the window closed. */
  expiredDoses: number;
}

export interface VialCount {
  vialMcg: number;
  vials: number;
  uses: VialUse[];
  /** Vials set aside at 28 days while they still held at least one more dose. */
  expiredWithDoses: number;
  /** A single dose larger than the whole vial: this size cannot serve the plan. */
  doseExceedsVial: boolean;
}

export function countVials(events: readonly DoseEvent[], vialMcg: number): VialCount {
  const uses: VialUse[] = [];
  let remaining = 0;
  let current: VialUse | undefined;
  for (const event of events) {
    if (event.doseMcg > vialMcg) {
      return { vialMcg, vials: 0, uses: [], expiredWithDoses: 0, doseExceedsVial: true };
    }
    if (current && event.day - current.openedDay >= storageWindowDays) {
      // Round away float noise such as 5000 - 3 * 1666.6 before comparing with a dose.
      current.expiredMcg = Math.round(remaining * 1e6) / 1e6;
      current.expiredDoses = Math.floor(current.expiredMcg / event.doseMcg + 1e-9);
      remaining = 0;
    }
    if (remaining + 1e-9 < event.doseMcg) {
      current = {
        openedDay: event.day,
        lastDoseDay: event.day,
        doses: 0,
        expiredMcg: 0,
        expiredDoses: 0,
      };
      uses.push(current);
      remaining = vialMcg;
    }
    remaining -= event.doseMcg;
    current!.doses += 1;
    current!.lastDoseDay = event.day;
  }
  return {
    vialMcg,
    vials: uses.length,
    uses,
    expiredWithDoses: uses.filter((use) => use.expiredDoses > 0).length,
    doseExceedsVial: false,
  };
}
