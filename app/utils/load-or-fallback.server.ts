/**
 * The spec's error catalogue: when a list cannot be loaded ("reviews, votes, discussion list,
 * category, pending and stats load failures") the failure is only logged and the list stays
 * empty, so the rest of the page still renders.
 */
export async function loadOrFallback<T>(label: string, load: () => Promise<T>, fallback: T) {
  try {
    return await load();
  } catch (error) {
    console.error(`[${label}] load failed:`, error);
    return fallback;
  }
}
