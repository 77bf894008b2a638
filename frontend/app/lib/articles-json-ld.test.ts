import { describe, expect, it } from 'vitest';
import { articleJsonLd, breadcrumbJsonLd, jsonLdText } from './articles-json-ld';

describe("an article's JSON-LD", () => {
  const facts = {
    url: 'https://agency.test/creative-design-ideas/a',
    headline: 'A </script> headline',
    description: 'What it says',
    images: ['https://agency.test/media/x?w=1200&q=80'],
    date: '2026-11-18',
    author: { name: 'Lena Ortiz', role: 'Design director', image: null },
    publisher: { name: 'Agency', url: 'https://agency.test/' },
    categories: ['Branding'],
    locale: 'en',
  };

  it('is an Article with its headline, image, date, author and publisher', () => {
    expect(articleJsonLd(facts)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'A </script> headline',
      image: facts.images,
      datePublished: '2026-11-18',
      author: { '@type': 'Person', name: 'Lena Ortiz', jobTitle: 'Design director' },
      publisher: { '@type': 'Organization', name: 'Agency' },
    });
    expect(articleJsonLd({ ...facts, images: [], description: null })).not.toHaveProperty('image');
  });

  it('is written so that no text closes the script element', () => {
    const text = jsonLdText([articleJsonLd(facts), breadcrumbJsonLd([{ name: 'Home', url: facts.publisher.url }])]);
    expect(text).not.toContain('</script>');
    const [article, trail] = JSON.parse(text) as [{ headline: string }, { itemListElement: unknown[] }];
    expect(article.headline).toBe(facts.headline);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: facts.publisher.url },
    ]);
  });
});
