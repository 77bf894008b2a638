import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderMarkdownSections } from './markdown.server';

describe('renderMarkdown: results as stat callouts', () => {
  it('sets a list whose every item starts with a bold figure as results, the figure apart from its caption', () => {
    const html = renderMarkdown('- **22 %** of returning guests stayed\n- **3.4 → 4.5** average rating');
    expect(html).toBe(
      '<ul class="stats">\n' +
        '<li class="stat"><strong class="stat__figure">22 %</strong><span class="stat__caption"> of returning guests stayed</span></li>\n' +
        '<li class="stat"><strong class="stat__figure">3.4 → 4.5</strong><span class="stat__caption"> average rating</span></li>\n' +
        '</ul>\n',
    );
  });

  it('leaves a list alone when one item has no figure, a long bold phrase, nothing after it, or more than a line', () => {
    const plain = [
      '- **22 %** of guests\n- **Naming:** from 300 candidates',
      '- **Twenty-two percent of all guests** stayed',
      '- **22 %**\n- **2×** bookings',
      '- **22 %** of guests\n\n  A second paragraph.',
      '- **22 %** of guests\n  - a nested item',
    ];
    for (const source of plain) expect(renderMarkdown(source)).not.toContain('stats');
  });

  it('still escapes raw HTML in a caption', () => {
    expect(renderMarkdown('- **2×** <script>alert(1)</script>')).toContain('&lt;script&gt;');
  });
});

describe("renderMarkdown: a quote's attribution", () => {
  it('sets the name after a dash at the end of a quote apart from the quote', () => {
    expect(renderMarkdown('> "At home before we arrive." — Elena Marsh, Managing Director')).toBe(
      '<blockquote>\n<p>“At home before we arrive.” <span class="quote__author">— Elena Marsh, Managing Director</span></p>\n</blockquote>\n',
    );
  });

  it('leaves a quote without a closing name, and a dash outside a quote, alone', () => {
    expect(renderMarkdown('> Clarity beats cleverness.')).not.toContain('quote__author');
    expect(renderMarkdown('> A dash — in the middle, and *emphasis* at the end')).not.toContain('quote__author');
    expect(renderMarkdown('> Good design is honest — and honest design works')).not.toContain('quote__author');
    expect(renderMarkdown('Six weeks — one price')).not.toContain('quote__author');
  });

  it('still escapes raw HTML in an attribution', () => {
    expect(renderMarkdown('> Quote — <b>Name</b>')).toContain('&lt;b&gt;Name&lt;/b&gt;');
  });
});

describe('renderMarkdown: a team and client marks', () => {
  it('sets a list of bold names with their roles as a team, each with initials on a colour of their own', () => {
    const html = renderMarkdown('- **Maya Lindqvist**, Founder\n- **Tomás de la Reyes**, Development');
    expect(html).toContain('<ul class="team">');
    expect(html).toMatch(
      /<li class="person"><span class="person__mark person__mark--[0-4]" aria-hidden="true">ML<\/span><strong class="person__name">Maya Lindqvist<\/strong><span class="person__role">Founder<\/span><\/li>/,
    );
    expect(html).toContain('aria-hidden="true">TR</span>');
    // The same name has the same colour wherever it is.
    const mark = (source: string) => /person__mark--(\d)/.exec(renderMarkdown(source))![1];
    expect(mark('- **Maya Lindqvist**, Founder')).toBe(
      mark('- **Maya Lindqvist**, Founder\n- **Ben Adeyemi**, Research'),
    );
  });

  it('sets a list of emphasised names alone as client marks', () => {
    expect(renderMarkdown('- *Harbour & Pine Hotels*\n- *Tidewise*')).toMatch(
      /^<ul class="clients">\n<li class="wordmark wordmark--[0-3]">Harbour &amp; Pine Hotels<\/li>\n<li class="wordmark wordmark--[0-3]">Tidewise<\/li>\n<\/ul>\n$/,
    );
  });

  it('leaves other lists alone: beliefs in bold, a name without a role, a figure, a mixed list', () => {
    const plain = [
      '- **Listening comes first.** The best ideas come from your staff.',
      '- **Maya Lindqvist**\n- **Ben Adeyemi**, Research',
      '- **Team 2**, Research',
      '- *Tidewise*\n- Ledgerline',
      '- *Tidewise*, since 2019',
    ];
    for (const source of plain) expect(renderMarkdown(source)).not.toMatch(/team|clients/);
  });
});

describe('renderMarkdownSections', () => {
  it('cuts the body before each second-level heading, text before the first one its own section', () => {
    expect(renderMarkdownSections('Intro\n\n## One\n\nText\n\n### Sub\n\n## Two\n\n- a')).toEqual([
      '<p>Intro</p>\n',
      '<h2>One</h2>\n<p>Text</p>\n<h3>Sub</h3>\n',
      '<h2>Two</h2>\n<ul>\n<li>a</li>\n</ul>\n',
    ]);
    expect(renderMarkdownSections('## Only\n\nText')).toEqual(['<h2>Only</h2>\n<p>Text</p>\n']);
    expect(renderMarkdownSections('')).toEqual([]);
  });
});
