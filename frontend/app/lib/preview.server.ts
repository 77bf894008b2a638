// Previews of drafts and versions (README "For editors", docs/decisions/023-preview.md). A page
// request that carries `?preview=` with a grant Directus signed (valid, not expired) is rendered
// with that one item read fresh from Directus, draft or version included; the response is never
// cached (no-store, so neither this server, a proxy nor the browser keeps it) and is marked
// noindex. Every other item on the page is the published copy. The grant travels with the
// request's content in React Router's context (lib/content/request.server.ts).
import { readPreview } from '@agency/cms-schema/preview';
import { data, type MiddlewareFunction } from 'react-router';
import { contentContext } from './content/context.server';

export const PREVIEW_PARAMETER = 'preview';

/** Checks the grant of a preview link and renders the request with it (root middleware). */
export const previewMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAMETER);
  if (token === null) return next();
  const content = context.get(contentContext);
  const verdict = readPreview(token, content.site.env.WEBSITE_API_TOKEN);
  if ('problem' in verdict)
    throw data(
      {
        message:
          verdict.problem === 'expired'
            ? 'This preview link has expired. Open the preview again from the admin.'
            : 'This preview link is not valid. Open the preview again from the admin.',
      },
      { status: 403, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } },
    );
  context.set(contentContext, content.previewing(verdict.grant));
  const response = await next();
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Robots-Tag', 'noindex');
  return response;
};
