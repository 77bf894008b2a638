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
