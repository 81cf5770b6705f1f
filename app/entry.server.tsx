/**
 * Server rendering. Pages are rendered whole (onAllReady) because every loader resolves its
 * data before rendering: there is nothing to stream, and whole pages can be cached by the host.
 * A member page the host asked for as a template (context.viewerTemplate) is rendered with
 * stand-ins, cut into a template and filled in for the member who asked.
 */
import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceContext } from '~/utils/nonce';
import {
  buildTemplate,
  fillTemplate,
  templateNonce,
  viewerShape,
} from '~/utils/viewer-template.server';

export const streamTimeout = 5_000;

type Pipe = (destination: Writable) => void;

function collect(pipe: Pipe): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    sink.on('error', reject);
    pipe(sink);
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const templating = loadContext.viewerTemplate;
  const nonce = templating ? templateNonce : loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (templating) {
            collect(pipe).then((html) => {
              const template = buildTemplate(html);
              const member = templating.renderedFor;
              const { statusCode, errors, actionData } = routerContext.staticHandlerContext;
              const plainPage = statusCode === 200 && !errors && !actionData;
              if (plainPage && member && viewerShape(member) === viewerShape(templating.viewer)) {
                templating.template = template;
              }
              // Without a member (signed out meanwhile) the template has no member slots.
              const page = fillTemplate(
                template,
                member ?? templating.viewer,
                loadContext.cspNonce,
              );
              resolve(
                new Response(new Uint8Array(page), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
            }, reject);
            return;
          }
          const body = new PassThrough();
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Read by the host (server/main.ts) to warm its page cache at start-up. */
export { publicPaths } from '~/utils/public-paths';
/** Read by the host (server/app.ts) to answer member pages from templates. */
export { memberPages } from '~/utils/member-pages.server';
