/** GET /healthz: 200 'ok' when the database answers SELECT 1 within 2 s, else 503. */
import type { DatabaseHandle } from '../../database/client';
import type { Handler } from '../exchange';

export function health(database: DatabaseHandle, baseHeaders: Record<string, string>): Handler {
  return async ({ pathname, res }) => {
    if (pathname !== '/healthz') return false;
    let up = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), 2000))),
      ]);
    } catch {
      up = false;
    } finally {
      clearTimeout(timer);
    }
    res.writeHead(up ? 200 : 503, {
      ...baseHeaders,
      'Content-Type': 'text/plain',
      'Cache-Control': 'no-store',
    });
    res.end(up ? 'ok' : 'database unavailable');
    return true;
  };
}
