/**
 * The app's periodic work (hostHooks.background: notification digests, price checks), every few minutes in each
 * process. The work itself is safe with many processes (it claims rows with SKIP LOCKED); here
 * a run never overlaps the previous one and stops with the server.
 */
const everyMs = 5 * 60_000;

export function runInBackground(work: () => Promise<unknown>, stopping: { now: boolean }) {
  let running = false;
  const timer = setInterval(() => {
    if (running || stopping.now) return;
    running = true;
    work()
      .catch((error: unknown) => {
        // One line, no query parameters: the message only.
        console.error(`[background] ${(error as Error).message.split('\n')[0]}`);
      })
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
}
