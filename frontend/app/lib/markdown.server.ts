// CMS bodies are Markdown. Raw HTML in them is escaped (html: false), so an editor's paste can
// never inject script into the page.
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

export function renderMarkdown(source: string | null | undefined): string {
  return source ? markdown.render(source) : '';
}
