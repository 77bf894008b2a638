// The blocks of a page an editor builds (README "For editors"): each kind as the site's own pages
// show the same things. A hero that opens the page is its header (the page's one h1).
import type { ReactNode } from 'react';
import type { BlockView } from '~/lib/page-blocks.server';
import { useT } from '~/lib/messages';
import { CardGrid, SectionHeading } from './cards';
import { MASONRY } from './masonry-grid';
import { PageHero } from './page-hero';
import { Prose } from './prose';
import { ResponsiveImage } from './responsive-image';

type CtaBlock = Extract<BlockView, { type: 'cta' }>;

/**
 * `renderCta`: the request button of a call to action (the route passes it: components know no feature).
 * `ownHeader`: the page has a header of its own (an article), so a first hero is a section like the others.
 */
export function Blocks({
  blocks,
  renderCta,
  ownHeader = false,
}: {
  blocks: BlockView[];
  renderCta: (block: CtaBlock) => ReactNode;
  ownHeader?: boolean;
}) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={block.id} block={block} opensPage={index === 0 && !ownHeader} renderCta={renderCta} />
      ))}
    </>
  );
}

function Block({
  block,
  opensPage,
  renderCta,
}: {
  block: BlockView;
  opensPage: boolean;
  renderCta: (block: CtaBlock) => ReactNode;
}) {
  const t = useT();
  const headingId = `block-${block.id}`;
  const heading = (text: string | null) => (text ? <SectionHeading id={headingId} title={text} /> : null);
  const labelledBy = 'heading' in block && block.heading ? headingId : undefined;
  switch (block.type) {
    case 'hero':
      return opensPage ? (
        <PageHero title={block.heading} lead={block.lead} image={block.image} editable={block.edit} />
      ) : (
        <section className="section container split" aria-labelledby={headingId} data-directus={block.edit}>
          <SectionHeading id={headingId} title={block.heading} intro={block.lead} />
          {block.image ? <ResponsiveImage image={block.image} sizes="(min-width: 960px) 50vw, 100vw" /> : null}
        </section>
      );
    case 'rich_text':
      return (
        <section className="section container" aria-labelledby={labelledBy} data-directus={block.edit}>
          {heading(block.heading)}
          <Prose html={block.html} className="prose--wide" />
        </section>
      );
    case 'cards': {
      // Services in the grid; a case study among them is set apart under it, wide, image beside
      // its text: work shown as work, never a lone card in a grid of services.
      const services = block.cards.filter((card) => card.kind === 'service');
      const work = services.length > 0 ? block.cards.filter((card) => card.kind === 'work') : [];
      const grid = work.length > 0 ? services : block.cards;
      return (
        <section className="section container" aria-labelledby={labelledBy} data-directus={block.edit}>
          {heading(block.heading)}
          <CardGrid items={grid} headingLevel={block.heading ? 3 : 2} />
          {work.length > 0 ? <CardGrid items={work} headingLevel={block.heading ? 3 : 2} columns={1} /> : null}
        </section>
      );
    }
    case 'cta':
      return (
        <section className="section container" aria-labelledby={labelledBy} data-directus={block.edit}>
          <div className="panel panel--accent block-cta" data-reveal>
            {block.heading ? (
              <h2 id={headingId} className="panel__title">
                {block.heading}
              </h2>
            ) : null}
            {block.html ? <div className="block-cta__text" dangerouslySetInnerHTML={{ __html: block.html }} /> : null}
            <div>{renderCta(block)}</div>
          </div>
        </section>
      );
    case 'image':
      return (
        <section className="section container block-image" data-directus={block.edit}>
          <figure className="block-image__figure" data-reveal>
            <ResponsiveImage image={block.image} sizes="(min-width: 1240px) 1140px, 100vw" />
            {block.caption ? <figcaption className="block-image__caption">{block.caption}</figcaption> : null}
          </figure>
        </section>
      );
    case 'gallery':
      return (
        <section
          className="section container"
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : t('Gallery')}
          data-directus={block.edit}
        >
          {heading(block.heading)}
          <ul className="masonry" style={{ columnWidth: MASONRY.columnWidth, columnGap: MASONRY.gap }}>
            {block.images.map((image) => (
              <li key={image.id} className="masonry__item" data-reveal>
                <span className="masonry__media">
                  <ResponsiveImage image={image} sizes="(min-width: 1200px) 400px, (min-width: 800px) 50vw, 100vw" />
                </span>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'faq':
      return (
        <section className="section container" aria-labelledby={labelledBy} data-directus={block.edit}>
          {heading(block.heading)}
          {block.html ? <Prose html={block.html} className="prose--wide" /> : null}
          <div className="faq" data-reveal>
            {block.items.map((item) => (
              <details key={item.question} className="faq__item">
                <summary className="faq__question">{item.question}</summary>
                <p className="faq__answer">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      );
    case 'quote':
      return (
        <section className="section container" data-directus={block.edit}>
          <figure className="quote" data-reveal>
            <blockquote className="quote__text">
              <p>{block.text}</p>
            </blockquote>
            {block.author ? <figcaption className="quote__author">{block.author}</figcaption> : null}
          </figure>
        </section>
      );
  }
}
