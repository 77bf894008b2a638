// Prospects type whatever they like into the form: everything of theirs that goes into an e-mail
// (HTML) or a notification (Markdown, rendered by the admin and by notification e-mails) is
// escaped here, so a name like `<b>Eve</b>` shows as typed and never as markup.

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character]!);
}

/** HTML-escaped, then Markdown punctuation backslash-escaped (CommonMark §2.4), line breaks kept. */
export function escapeMarkdown(text: string): string {
  return escapeHtml(text).replace(/[\\`*_{}[\]()#+\-.!|~]/g, '\\$&');
}
