// The content in React Router's context (docs/decisions/035-content-gateway.md): the web server
// makes one load context per request with loadContext (frontend/server.mjs), loaders and
// middleware read it with `context.get(contentContext)`.
import { createContext, RouterContextProvider } from 'react-router';
import { RequestContent } from './request.server';
import type { SiteContent } from './site-content.server';
import type { RenderReads } from './store-types.server';

export const contentContext = createContext<RequestContent>();

/** The load context of one request: the site's content, noting what it reads in `reads` when given. */
export function loadContext(site: SiteContent, reads?: RenderReads): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(contentContext, new RequestContent(site, reads));
  return context;
}
