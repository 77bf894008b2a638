/** Rendered Markdown from the CMS (escaped at render time, see lib/markdown.server.ts). */
/** `editable`: the admin's Visual Editor mark of the item whose text it is (data-directus). */
export function Prose({ html, className = '', editable }: { html: string; className?: string; editable?: string }) {
  if (!html) return null;
  return (
    <div
      className={`prose ${className}`}
      data-reveal
      data-directus={editable}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
