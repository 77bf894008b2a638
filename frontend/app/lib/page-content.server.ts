import { getPage, type PageView } from './cms.server';
import { renderMarkdown } from './markdown.server';
import { notFound } from './responses.server';

/** A published page of the `pages` collection with its Markdown body rendered; 404 when absent. */
export async function loadPage(request: Request, slug: string): Promise<{ page: PageView; body: string }> {
  const page = await getPage(slug);
  if (!page) notFound(request);
  return { page, body: renderMarkdown(page.body) };
}
