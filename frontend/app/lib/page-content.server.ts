import type { PageView } from './cms-views';
import { getPage } from './content/pages.server';
import type { RequestContent } from './content/request.server';
import { renderMarkdown } from './markdown.server';
import { itemMarks } from './visual-editing.server';
import { notFound } from './responses.server';

/**
 * A published page of the `pages` collection with its Markdown body rendered (and the Markdown
 * left out: loader data is repeated in the HTML for hydration); 404 when absent.
 */
export async function loadPage(
  content: RequestContent,
  request: Request,
  slug: string,
): Promise<{ page: Omit<PageView, 'body'>; body: string; edit: ReturnType<typeof itemMarks> }> {
  const page = await getPage(content, slug);
  if (!page) notFound(request);
  const { body: markdown, ...rest } = page;
  return { page: rest, body: renderMarkdown(markdown), edit: itemMarks('pages', page.id, content.locale) };
}
