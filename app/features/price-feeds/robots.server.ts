/**
 * robots.txt, read with robots-parser and obeyed before every feed page: a path the shop
 * disallows for our agent (or for every agent) is never requested. As RFC 9309 says, a missing
 * robots.txt (4xx) allows everything, and one that cannot be read (5xx, timeout) allows nothing.
 */
import robotsParser from 'robots-parser';
import { FetchFailed, type Fetched } from './safe-fetch.server';

/** The product token shops name in robots.txt to address our checker. */
export const robotsAgent = 'PeptidiaPriceCheck';

type Rules = { isAllowed(url: string, agent?: string): boolean | undefined } | 'all';

/** Rules per origin, read once per round. */
export class RobotsRules {
  private readonly byOrigin = new Map<string, Promise<Rules>>();

  constructor(private readonly get: (address: string) => Promise<Fetched>) {}

  private async read(origin: string): Promise<Rules> {
    const address = `${origin}/robots.txt`;
    try {
      const answer = await this.get(address);
      return answer.status === 200 ? robotsParser(address, answer.body) : 'all';
    } catch (error) {
      const status = /^HTTP (\d+)$/.exec((error as Error).message)?.[1];
      if (status && Number(status) >= 400 && Number(status) < 500) return 'all';
      throw new FetchFailed(`robots.txt could not be read: ${(error as Error).message}`);
    }
  }

  /** Throws FetchFailed("robots.txt disallows /products.json") for a disallowed address. */
  async check(address: string): Promise<void> {
    const url = new URL(address);
    let rules = this.byOrigin.get(url.origin);
    if (!rules) {
      rules = this.read(url.origin);
      this.byOrigin.set(url.origin, rules);
    }
    const resolved = await rules;
    if (resolved !== 'all' && resolved.isAllowed(url.href, robotsAgent) === false) {
      throw new FetchFailed(`robots.txt disallows ${url.pathname}`);
    }
  }
}
