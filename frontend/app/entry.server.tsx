// Server rendering (React Router's default Node entry) with one change: crawlers asking for a
// page that does not exist or cannot be served get the bare status, not the error page (spec §2).
import { PassThrough, pipeline } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { scriptsAfterPaint } from '~/lib/scripts-after-paint.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // The web server (server.mjs) puts this response's Content-Security-Policy nonce here; React
  // Router's inline hydration scripts need it to run.
  const nonce = request.headers.get('x-agency-csp-nonce') ?? undefined;
  const userAgent = request.headers.get('user-agent');
  const isBot = Boolean(userAgent && isbot(userAgent));

  if (isBot && responseStatusCode >= 400) {
    responseHeaders.set('Content-Type', 'text/plain; charset=utf-8');
    responseHeaders.set('X-Robots-Tag', 'noindex');
    return new Response(`${responseStatusCode}\n`, { status: responseStatusCode, headers: responseHeaders });
  }

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Crawlers get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      isBot || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          const html = pipeline(body, scriptsAfterPaint(), (error) => {
            if (error) console.error(error);
          });
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
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
  });
}
