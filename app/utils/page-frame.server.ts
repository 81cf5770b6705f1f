/**
 * The parts of a page that change with every request, such as a search's query and its results,
 * as tokens (decision 0024). When the host renders a page's frame for its cache, the loader
 * returns these tokens instead of its data (`context.frame`); the host then fills each request's
 * own parts into the kept frame (app/page-frames.server.ts) and renders no React page for it.
 */
import { randomBytes } from 'node:crypto';

/** `text` is shown as text (escaped); `html` is markup the server made, inserted as it is. */
export interface FrameParts {
  text: string;
  html: string;
}
export type FramePartName = keyof FrameParts;

// Random per process, like the member tokens (viewer-stand-in.server.ts): no typed text holds one.
const tokenPrefix = `pf${randomBytes(10).toString('hex')}_`;
export const framePartToken = (part: FramePartName) => `${tokenPrefix}${part}_`;
/** Finds the part tokens in a rendered frame; group 1 is the part's name. */
export const framePartPattern = new RegExp(`${tokenPrefix}(text|html)_`, 'g');
