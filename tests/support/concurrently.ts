/**
 * Runs `operations` with `inFlight` of them under way at any moment, and answers their results
 * in order. Concurrency tests use it with the test pool's size (20): as many run at once as the
 * database can take, and none waits in the pool's queue past its 2 s connection timeout, which a
 * busy machine reached when 200 were started at once (a timeout is not what they test).
 */
export async function concurrently<T>(
  operations: (() => Promise<T>)[],
  inFlight = 20,
): Promise<T[]> {
  const results: T[] = new Array(operations.length);
  let next = 0;
  const lane = async () => {
    while (next < operations.length) {
      const index = next++;
      results[index] = await operations[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, operations.length) }, lane));
  return results;
}
