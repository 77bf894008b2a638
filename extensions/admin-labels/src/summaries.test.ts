import { describe, expect, it } from 'vitest';
import { blockSummary, plainLine } from './block-summary';
import { linkOf, dateText } from './prospect-value';
import { personOf } from './request-person';

// The displays and the answer interface of docs/decisions/028-admin-reads-at-a-glance.md.
const kinds = (type: string) => ({ quote: 'Quote', rich_text: 'Rich text', gallery: 'Image gallery' })[type] ?? type;

describe('block summary', () => {
  it('reads a block by its kind and heading, a quote by its words and author, never "--"', () => {
    expect(blockSummary({ type: 'rich_text', heading: 'What the offer includes' }, kinds)).toBe(
      'Rich text: What the offer includes',
    );
    expect(
      blockSummary({ type: 'quote', heading: null, body: '**Six weeks** well spent.', quote_author: 'Ada' }, kinds),
    ).toBe('Quote: “Six weeks well spent.” — Ada');
    expect(blockSummary({ type: 'gallery', heading: '' }, kinds)).toBe('Image gallery');
  });

  it('cuts long text to one line', () => {
    expect(plainLine(`## Title\n\n${'word '.repeat(30)}`)).toHaveLength(70);
    expect(plainLine('[a link](https://example.com) ![img](x.png)')).toBe('a link');
  });
});

describe('person and company', () => {
  it('joins what is there', () => {
    expect(personOf({ first_name: 'Maya', last_name: 'Okafor', company: 'Lumen Health' })).toBe(
      'Maya Okafor · Lumen Health',
    );
    expect(personOf({ first_name: 'Priya', last_name: 'Raman', company: null })).toBe('Priya Raman');
    expect(personOf({ company: 'Kite' })).toBe('Kite');
    expect(personOf(undefined)).toBe('');
  });

  it('says the language of a request sent in another one than English', () => {
    expect(personOf({ first_name: 'Lucía', last_name: 'Gómez', company: 'Estudio Sol', language: 'es' })).toBe(
      'Lucía Gómez · Estudio Sol · ES',
    );
    expect(personOf({ first_name: 'Maya', last_name: 'Okafor', language: 'en' })).toBe('Maya Okafor');
    expect(personOf({ first_name: 'Maya', language: 'en-gb' })).toBe('Maya');
    expect(personOf({ language: 'es' })).toBe('');
  });
});

describe("a prospect's answer", () => {
  it('links e-mail, phone and web addresses only when they are ones', () => {
    expect(linkOf('email', 'ada@example.com')).toBe('mailto:ada@example.com');
    expect(linkOf('email', 'not an address')).toBeNull();
    expect(linkOf('phone', '+1 555 0100')).toBe('tel:+15550100');
    expect(linkOf('url', 'javascript:alert(1)')).toBeNull();
    expect(linkOf('url', 'https://example.com/a')).toBe('https://example.com/a');
    expect(linkOf(null, 'https://example.com/a')).toBeNull();
  });

  it('writes a time as a date and time', () => {
    expect(dateText('2026-11-26T18:33:00')).toMatch(/^26 Nov 2026, 18:33$/);
    expect(dateText(null)).toBeNull();
  });
});
