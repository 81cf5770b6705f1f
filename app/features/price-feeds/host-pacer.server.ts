/**
 * Politeness towards each shop: one request at a time per host, the next starting at least
 * `gapMs` after the previous one ended (2 s unless PRICE_FEEDS_HOST_GAP_MS shortens it for tests).
 */
export class HostPacer {
  private readonly tails = new Map<string, Promise<unknown>>();
  private readonly lastEnded = new Map<string, number>();

  constructor(private readonly gapMs: number) {}

  /** Runs `request` when it is this host's turn; the turns of other hosts run meanwhile. */
  turn<T>(host: string, request: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(host) ?? Promise.resolve();
    const mine = previous.then(async () => {
      const wait = (this.lastEnded.get(host) ?? 0) + this.gapMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        return await request();
      } finally {
        this.lastEnded.set(host, Date.now());
      }
    });
    this.tails.set(
      host,
      mine.catch(() => undefined),
    );
    return mine;
  }
}
