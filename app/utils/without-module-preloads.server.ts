/**
 * Takes React Router's `<link rel="modulepreload">` tags out of a page's head (issue 12, decision
 * 0021). React hoists them there from `<Scripts />`, and a phone then fetches some 120 KB of
 * JavaScript at high priority before it paints: Lighthouse put the home page's first paint at
 * 2.4 s with them and 1.35 s without. The inline module at the end of the body still imports
 * the same modules, so the app starts as before, just after the first paint instead of before.
 *
 * Only the head is searched, and only for the exact tags React writes; the body passes through
 * untouched, chunk by chunk.
 */
import { Transform } from 'node:stream';

const modulePreload = /<link rel="modulepreload"[^>]*\/>/g;
const headEnd = '</head>';

export function withoutModulePreloads(): Transform {
  let head: string | null = ''; // null once the head has gone out
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head === null) return done(null, chunk);
      head += chunk.toString('utf8');
      const end = head.indexOf(headEnd);
      if (end === -1) return done();
      const out = head.slice(0, end).replace(modulePreload, '') + head.slice(end);
      head = null;
      done(null, out);
    },
    flush(done) {
      // A page without a head (none of ours): what was held back goes out unchanged.
      done(null, head ?? undefined);
    },
  });
}
