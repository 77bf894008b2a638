import { describe, expect, it } from 'vitest';
import { countBySource, sourceOf } from './chart-data';
import { earlierQuery, earlierText } from './earlier-requests';

// Insights "Requests by source / campaign" and the returning-prospect mark
// (docs/decisions/037-lead-attribution.md).
describe('a request’s source', () => {
  it('is its UTM source and campaign, then the ad a click id names, then the referring site', () => {
    expect(sourceOf({ utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'x' })).toBe('newsletter / spring');
    expect(sourceOf({ utm_source: ' linkedin ', utm_campaign: '' })).toBe('linkedin');
    expect(sourceOf({ utm_medium: 'cpc', utm_campaign: 'brand' })).toBe('cpc / brand');
    expect(sourceOf({ utm_campaign: 'brand' })).toBe('(no source) / brand');
    expect(sourceOf({ gclid: 'Cj0', referrer_host: 'www.google.com' })).toBe('Google Ads');
    expect(sourceOf({ msclkid: 'abc' })).toBe('Microsoft Ads');
    expect(sourceOf({ fbclid: 'IwAR', referrer_host: 'l.facebook.com' })).toBe('Meta');
    expect(sourceOf({ referrer_host: 'news.example' })).toBe('news.example');
    expect(sourceOf({ utm_source: null, referrer_host: null })).toBe('Direct or unknown');
  });

  it('counts requests by it, the most frequent first and "Direct or unknown" last', () => {
    const bars = countBySource([
      {},
      { utm_source: 'newsletter', utm_campaign: 'spring' },
      { referrer_host: 'news.example' },
      { utm_source: 'newsletter', utm_campaign: 'spring' },
      { gclid: 'a' },
      { gclid: 'b' },
      { gclid: 'c' },
    ]);
    expect(bars.map((bar) => [bar.label, bar.count])).toEqual([
      ['Google Ads', 3],
      ['newsletter / spring', 2],
      ['news.example', 1],
      ['Direct or unknown', 1],
    ]);
  });

  it('names the most frequent sources and counts the rest together', () => {
    const requests = ['a', 'a', 'b', 'c', 'd'].map((utm_source) => ({ utm_source }));
    expect(countBySource([...requests, {}], 2).map((bar) => [bar.label, bar.count])).toEqual([
      ['a', 2],
      ['b', 1],
      ['Other sources', 2],
      ['Direct or unknown', 1],
    ]);
  });
});

describe('a returning prospect', () => {
  it('reads as the number of earlier requests', () => {
    expect(earlierText(1)).toBe('1 earlier request');
    expect(earlierText(2)).toBe('2 earlier requests');
  });

  it('links to the requests the server counted: same address, 12 months before this one, no spam', () => {
    const query = earlierQuery('ada@example.com', new Date('2026-11-27T10:00:00.000Z'), 'this-id');
    expect(JSON.parse(query.filter)).toEqual({
      _and: [
        { email: { _eq: 'ada@example.com' } },
        { id: { _neq: 'this-id' } },
        { status: { _neq: 'spam' } },
        { date_submitted: { _gte: '2025-11-27T10:00:00.000Z', _lte: '2026-11-27T10:00:00.000Z' } },
      ],
    });
    expect(query.sort).toBe('-date_submitted');
  });
});
