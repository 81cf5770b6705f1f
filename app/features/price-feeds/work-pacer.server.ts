/**
 * A round's share of the machine. Its database writes run one batch at a time, and after each
 * the round rests `restFactor` times as long as the batch took (as PostgreSQL's autovacuum
 * sleeps by its cost delay), so the pages served meanwhile keep most of the CPU: with a factor
 * of 19 the writes take at most a twentieth of it. The writes of all a round's feeds share one pacer.
 */
import { setTimeout as delay } from 'node:timers/promises';

export type Pace = <T>(work: () => Promise<T>) => Promise<T>;

/** No rest: for one editor's decision, answered while they wait. */
export const unpaced: Pace = (work) => work();

export function workPacer(restFactor: number): Pace {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    let tookMs = 0;
    const turn = tail.then(async () => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        tookMs = performance.now() - started;
      }
    });
    tail = turn.then(
      () => delay(tookMs * restFactor),
      () => delay(tookMs * restFactor),
    );
    return turn;
  };
}
