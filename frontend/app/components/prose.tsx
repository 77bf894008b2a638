/** Rendered Markdown from the CMS (escaped at render time, see lib/markdown.server.ts). */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`prose ${className}`} data-reveal dangerouslySetInnerHTML={{ __html: html }} />;
}
