// CMS bodies are Markdown. Raw HTML in them is escaped (html: false), so an editor's paste can
// never inject script into the page.
//
// One convention on top (README "For editors", docs/decisions/031-demo-art-and-case-studies.md):
// a list whose every item starts with a bold figure is a list of results, and the site sets each
// figure large above the rest of its line:
//
//   - **22 %** of returning guests stayed at a second hotel
//   - **2×** direct table bookings within three months
//
// Anywhere else (the admin's preview, a feed) it stays an ordinary list that reads the same.
import MarkdownIt from 'markdown-it';

type Markdown = InstanceType<typeof MarkdownIt>;
type Token = ReturnType<Markdown['parse']>[number];

/** A figure: short, and with a number in it (22 %, 2×, 3.4 → 4.5, ⅓, 1,200). */
const FIGURE = /^(?=.*\p{N}).{1,16}$/u;

/** The inline tokens of a list's items, or null when an item is more than one line of text. */
function itemLines(tokens: Token[], open: number): { items: Token[]; inlines: Token[]; close: number } | null {
  const level = tokens[open]!.level;
  const items: Token[] = [];
  const inlines: Token[] = [];
  let index = open + 1;
  for (; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.level === level && token.type === 'bullet_list_close') break;
    if (token.type === 'list_item_open' && token.level === level + 1) items.push(token);
    else if (token.type === 'inline' && token.level === level + 3) inlines.push(token);
    else if (!['list_item_close', 'paragraph_open', 'paragraph_close'].includes(token.type)) return null;
  }
  return items.length > 0 && items.length === inlines.length ? { items, inlines, close: index } : null;
}

/** An item's inline content without the empty text markdown-it leaves before a leading emphasis. */
const content = (inline: Token) => (inline.children ?? []).filter((token) => token.type !== 'text' || token.content);

/** Whether an item's line starts with a bold figure followed by its caption. */
function startsWithFigure(inline: Token) {
  const [open, text, close, ...rest] = content(inline);
  return (
    open?.type === 'strong_open' &&
    text?.type === 'text' &&
    close?.type === 'strong_close' &&
    FIGURE.test(text.content.trim()) &&
    rest.some((token) => token.content.trim() !== '')
  );
}

const resultFigures = (md: Markdown) => {
  md.core.ruler.push('result_figures', (state) => {
    const { tokens } = state;
    for (let index = 0; index < tokens.length; index += 1) {
      if (tokens[index]!.type !== 'bullet_list_open') continue;
      const list = itemLines(tokens, index);
      if (!list || !list.inlines.every(startsWithFigure)) continue;
      tokens[index]!.attrJoin('class', 'stats');
      for (const item of list.items) item.attrJoin('class', 'stat');
      for (const inline of list.inlines) {
        const children = content(inline);
        children[0]!.attrJoin('class', 'stat__figure');
        const open = new state.Token('span_open', 'span', 1);
        open.attrSet('class', 'stat__caption');
        const close = new state.Token('span_close', 'span', -1);
        inline.children = [...children.slice(0, 3), open, ...children.slice(3), close];
      }
      index = list.close;
    }
  });
};

/**
 * The end of a quote's last line that names who said it, after the quote's closing mark or full
 * stop: "…before they even arrive." — Elena Marsh, Managing Director.
 */
const ATTRIBUTION = /^(.*[.!?”"’)])\s+([—–]\s*[^—–]+)$/su;

/**
 * A quote whose last line ends with a dash and a name: the name is its attribution, set apart in
 * the text face (`.quote__author`), not in the quote's display type.
 */
const quoteAuthors = (md: Markdown) => {
  md.core.ruler.push('quote_authors', (state) => {
    const { tokens } = state;
    for (let index = 0; index < tokens.length; index += 1) {
      if (tokens[index]!.type !== 'blockquote_close') continue;
      const inline = tokens.slice(0, index).findLast((token) => token.type === 'inline');
      const last = inline?.children?.at(-1);
      const match = last?.type === 'text' ? ATTRIBUTION.exec(last.content) : null;
      if (!inline?.children || !last || !match) continue;
      last.content = match[1]!;
      const open = new state.Token('span_open', 'span', 1);
      open.attrSet('class', 'quote__author');
      const name = new state.Token('text', '', 0);
      name.content = match[2]!;
      inline.children.push(new state.Token('text', '', 0), open, name, new state.Token('span_close', 'span', -1));
      inline.children.at(-4)!.content = ' ';
    }
  });
};

/** A person's name: two to five words of letters, nothing else. */
const NAME = /^\p{L}[\p{L}'’.-]*(?: \p{L}[\p{L}'’.-]*){1,4}$/u;
/** How many colours a monogram may have, and how many type treatments a client's mark (app.css). */
const MARK_COLOURS = 5;
const WORDMARK_STYLES = 4;

/** The same small number for the same name on every page: the name's letters summed. */
const pick = (name: string, count: number) => [...name].reduce((sum, char) => sum + char.codePointAt(0)!, 0) % count;

/** An item's line as a bold name, a comma and a role ("**Maya Lindqvist**, founder"): its tokens; null for another line. */
function personTokens(inline: Token) {
  const [open, name, close, role, ...rest] = content(inline);
  return open?.type === 'strong_open' &&
    name?.type === 'text' &&
    NAME.test(name.content.trim()) &&
    close?.type === 'strong_close' &&
    role?.type === 'text' &&
    /^, \S/.test(role.content) &&
    rest.length === 0
    ? { inline, open, name, close, role }
    : null;
}

/** Whether an item's line is one emphasised name and nothing else: "*Harbour & Pine Hotels*". */
function isClient(inline: Token) {
  const [open, text, close, ...rest] = content(inline);
  return open?.type === 'em_open' && text?.type === 'text' && close?.type === 'em_close' && rest.length === 0;
}

/**
 * Two more list conventions (README "For editors"): a list of bold names each followed by a comma
 * and a role is a team, each person with a monogram (initials on a colour of their own); a list of
 * emphasised names alone is a row of client marks, each name set in one of a few type treatments.
 */
const teamAndClients = (md: Markdown) => {
  md.core.ruler.push('team_and_clients', (state) => {
    const { tokens } = state;
    const span = (className: string, text: string, hidden = false) => {
      const open = new state.Token('span_open', 'span', 1);
      open.attrSet('class', className);
      if (hidden) open.attrSet('aria-hidden', 'true');
      const body = new state.Token('text', '', 0);
      body.content = text;
      return [open, body, new state.Token('span_close', 'span', -1)];
    };
    for (let index = 0; index < tokens.length; index += 1) {
      if (tokens[index]!.type !== 'bullet_list_open') continue;
      const list = itemLines(tokens, index);
      if (!list) continue;
      const people = list.inlines.map(personTokens);
      if (people.every((person) => person !== null)) {
        tokens[index]!.attrJoin('class', 'team');
        for (const item of list.items) item.attrJoin('class', 'person');
        for (const { inline, open, name, close, role } of people) {
          const initials = name.content
            .trim()
            .split(' ')
            .map((word) => word[0]!.toUpperCase())
            .filter((_, position, all) => position === 0 || position === all.length - 1)
            .join('');
          open.attrJoin('class', 'person__name');
          inline.children = [
            ...span(`person__mark person__mark--${pick(name.content, MARK_COLOURS)}`, initials, true),
            open,
            name,
            close,
            ...span('person__role', role.content.slice(2)),
          ];
        }
      } else if (list.inlines.every(isClient)) {
        tokens[index]!.attrJoin('class', 'clients');
        for (const [position, inline] of list.inlines.entries()) {
          const name = content(inline)[1]!.content;
          list.items[position]!.attrJoin('class', `wordmark wordmark--${pick(name, WORDMARK_STYLES)}`);
          inline.children = [content(inline)[1]!];
        }
      }
      index = list.close;
    }
  });
};

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true })
  .use(resultFigures)
  .use(quoteAuthors)
  .use(teamAndClients);

export function renderMarkdown(source: string | null | undefined): string {
  return source ? markdown.render(source) : '';
}

/**
 * The body cut before each second-level heading: one piece of HTML per section (the text before
 * the first heading, if any, is a section of its own), so a page can set images between them.
 */
export function renderMarkdownSections(source: string | null | undefined): string[] {
  if (!source) return [];
  const env = {};
  const tokens = markdown.parse(source, env);
  const starts = tokens.flatMap((token, index) =>
    token.type === 'heading_open' && token.tag === 'h2' && token.level === 0 && index > 0 ? [index] : [],
  );
  return [0, ...starts]
    .map((start, position) => tokens.slice(start, starts[position] ?? tokens.length))
    .map((section) => markdown.renderer.render(section, markdown.options, env))
    .filter((html) => html.trim() !== '');
}
