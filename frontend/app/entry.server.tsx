// Server rendering (React Router's Node entry, adapted): the whole document is rendered before it
// is sent, so the web server can cache it (README "The read path") and the Content-Security-Policy
// can name each inline script by its hash. Crawlers asking for a page that does not exist or
// cannot be served get the bare status, not the error page.
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { inlineScriptHashes } from '~/lib/inline-scripts.server';
import { deferBootstrap } from '~/lib/scripts-after-paint.server';
import { log } from '~/lib/log.server';

/** The web server (server.mjs) builds the policy from this header and never sends it on. */
export const SCRIPT_HASHES_HEADER = 'x-agency-script-hashes';

// What the web server takes from the server build (build.entry.module): functions, never state.
// It parses the environment and creates the site's content once at start-up, then makes each
// request's load context with them (frontend/server.mjs, docs/decisions/035-content-gateway.md).
export { parseServerEnv } from '~/lib/env.server';
export { createSiteContent } from '~/lib/content/site-content.server';
export { loadContext } from '~/lib/content/context.server';
export { isSearchAnswerPath, searchAnswer } from '~/lib/search/answer.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
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

  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // The page is sent whole (onAllReady), in document order: React would otherwise move a large
      // Suspense boundary's content (an editor's blocks, components/page-blocks.tsx) to the end of
      // the document, to be put in place by a script, and without JavaScript it would never show.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        pipe(body);
        text(body)
          .then((rendered) => {
            clearTimeout(timeoutId);
            const html = deferBootstrap(rendered) ?? rendered;
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            responseHeaders.set(SCRIPT_HASHES_HEADER, inlineScriptHashes(html).join(' '));
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          })
          .catch(reject);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        log.error({ err: error }, 'render failed');
      },
    });
  });
}
