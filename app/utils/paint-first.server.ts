/**
 * What a page's scripts do before the app, and whether it loads (decisions 0021 and 0029).
 * React Router's `<Scripts />` writes `<link rel="modulepreload">` tags, which React hoists into
 * the head and a phone fetches before its first paint, and an inline module whose static
 * `import`s start the app at once. Here the preloads go, and the inline module runs the page's
 * own start (page-start-code.server.ts): local analytics at once, the app when the visitor wants
 * it. A public page also leaves out React Router's hydration data, which the app fetches when it
 * starts (hydration-data.ts).
 *
 * The page streams through an HTML tokenizer (htmlparser2, decision 0033), which says where each
 * token starts and ends: the page goes out as React Router wrote it, a chunk for each chunk
 * React wrote, except the tokens named here, and only one inline script at a time is held, to
 * be read whole (react-router-scripts.server.ts). Where React Router's start
 * is not in the form this code knows, development and tests fail with a PageStartChanged
 * error; production logs it once and sends the page's start unchanged.
 */
import { PassThrough, type Readable } from 'node:stream';
import { HtmlTokenStream, type Held } from './html-token-stream.server';
import { pageStartModule } from './page-start-code.server';
import { PageStartChanged, readAppStart, readStreamScript } from './react-router-scripts.server';

let changeLogged = false;

/** Fails in development and tests; in production, logged once (then the page goes unchanged). */
function reportChange(error: PageStartChanged): PageStartChanged | null {
  if (process.env.NODE_ENV !== 'production') return error;
  if (!changeLogged) console.error(`${error.message} (pages are sent as React Router wrote them)`);
  changeLogged = true;
  return null;
}

/** What a page is made into: the page for the browser, or its hydration data alone (JSON). */
type Output = { page: true; dataOnDemand: boolean } | { page: false };

/** An inline script being read: where its start tag begins and ends, and its kind. */
interface HeldScript extends Held {
  openEnd: number;
  module: boolean;
}

class ReactRouterPage extends HtmlTokenStream<HeldScript> {
  private startFound = false;
  /** The hydration data leaves the page: the start fetches it (set by a rewritten start). */
  private leavingDataOut = false;
  private unchanged = false;
  private readonly chunks: string[] = [];
  private streamClosed = false;
  private manifest: unknown = null;

  constructor(private readonly output: Output) {
    super(output.page);
  }

  protected startTag(name: string, attributes: Record<string, string>, start: number, end: number) {
    if (name === 'link' && attributes.rel === 'modulepreload' && !this.unchanged) {
      this.replace(start, end, '');
    } else if (name === 'script' && attributes.src === undefined) {
      this.held = { start, openEnd: end, module: attributes.type === 'module' };
    }
  }

  protected endTag(name: string, closeStart: number, closeEnd: number) {
    if (!this.held || name !== 'script') return;
    const { start, openEnd, module } = this.held;
    this.held = null;
    const [open, code, close] = [
      this.slice(start, openEnd),
      this.slice(openEnd, closeStart),
      this.slice(closeStart, closeEnd),
    ];
    try {
      if (close !== '</script>') throw new PageStartChanged(`a script that ends with ${close}`);
      const sent = module ? this.appStart(code) : this.streamScript(code);
      this.replace(start, closeEnd, sent === null ? '' : `${open}${sent}${close}`);
    } catch (error) {
      if (!(error instanceof PageStartChanged)) throw error;
      this.sendTo(closeEnd);
      this.changed(error);
    }
  }

  /** The first inline module is React Router's start: made the page's own (page-start-code). */
  private appStart(code: string): string {
    if (this.startFound || this.unchanged) return code;
    this.startFound = true;
    const start = readAppStart(code);
    this.manifest = start.manifest;
    this.leavingDataOut = this.output.page && this.output.dataOnDemand;
    if (this.leavingDataOut && this.chunks.length > 0) {
      throw new PageStartChanged('the hydration data comes before the inline module');
    }
    return pageStartModule(start, this.leavingDataOut);
  }

  /** A hydration data script is read, and left out when the start fetches the data. */
  private streamScript(code: string): string | null {
    const stream = readStreamScript(code);
    if (stream === null || this.unchanged) return code;
    if ('chunk' in stream) this.chunks.push(stream.chunk);
    else this.streamClosed = true;
    return this.leavingDataOut ? null : code;
  }

  private changed(error: PageStartChanged) {
    this.unchanged = true;
    const failure = reportChange(error);
    if (failure) this.destroy(failure);
  }

  /** At the end of the page: the start was found, and its data read whole. */
  protected finish() {
    if (this.unchanged) return;
    if (!this.startFound) this.changed(new PageStartChanged('no inline module script'));
    else if (!this.streamClosed) {
      this.changed(new PageStartChanged('no hydration data closing its stream'));
    } else if (!this.output.page) {
      this.push(JSON.stringify({ chunks: this.chunks, manifest: this.manifest }));
    }
  }
}

/**
 * React's rendering of a page (bytes) made into what is sent: the page, without module
 * preloads, with the app started when wanted (page-start.ts) and, with `dataOnDemand` (a public
 * page, read again at no risk), without its hydration data, which the app fetches when it
 * starts. `page: false`: the page's hydration data alone, as JSON (loadHydrationData).
 */
export function paintFirstStream(output: Output): { input: PassThrough; output: Readable } {
  const input = new PassThrough();
  input.setEncoding('utf8');
  const page = new ReactRouterPage(output);
  input.pipe(page);
  input.on('error', (error) => page.destroy(error));
  // When a visitor goes before the page is sent, the response's stream is cancelled: it destroys
  // the page with the reason and stops listening, and that reason, emitted as an 'error' with no
  // one to hear it, would end the whole server process. Whoever reads the page still hears its
  // errors while reading; after that there is no one left to tell.
  page.on('error', () => {});
  return { input, output: page };
}
