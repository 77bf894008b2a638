import type { Route } from './+types/portfolio-item';
import { SiteLink } from '~/components/site-link';
import { PageHero } from '~/components/page-hero';
import { WORK_MEDIA_CLASS } from '~/components/masonry-grid';
import { Prose } from '~/components/prose';
import { ResponsiveImage } from '~/components/responsive-image';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import { contentContext } from '~/lib/content/context.server';
import { getPortfolioItem } from '~/lib/content/portfolio.server';
import type { ImageRef } from '~/lib/image-ref';
import { renderMarkdownSections } from '~/lib/markdown.server';
import { notFound } from '~/lib/responses.server';
import { itemMarks } from '~/lib/visual-editing.server';
import { alternatesOf, itemSeo, seoMeta, siteMetaFrom } from '~/lib/seo';
import { useT } from '~/lib/messages';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const item = await getPortfolioItem(content, params.slug);
  if (!item) notFound(request);
  return {
    // Its markdown is given as HTML, once.
    item: { ...item, body: null },
    sections: renderMarkdownSections(item.body),
    edit: itemMarks('portfolio_items', item.id, content.locale),
    alternates: alternatesOf(item.inLocales, (slug) => `/creative-design-portfolio/${slug}`),
  };
}

/** A row of the gallery: a wide image across the whole window, or two side by side. */
type GalleryRow = { kind: 'full'; images: [ImageRef] } | { kind: 'pair'; images: ImageRef[] };

/** Wide at 3:2 and beyond. */
const isWide = (image: ImageRef) => (image.width ?? 0) >= (image.height ?? 0) * 1.5;

/** The gallery in its order: each wide image a row of its own, the others two by two. */
function galleryRows(images: ImageRef[]): GalleryRow[] {
  const rows: GalleryRow[] = [];
  for (const image of images) {
    const last = rows.at(-1);
    if (isWide(image)) rows.push({ kind: 'full', images: [image] });
    else if (last?.kind === 'pair' && last.images.length < 2) last.images.push(image);
    else rows.push({ kind: 'pair', images: [image] });
  }
  return rows;
}

function GalleryFigure({ row }: { row: GalleryRow }) {
  if (row.kind === 'full')
    return (
      <figure className="case-media case-media--full" data-reveal>
        <ResponsiveImage image={row.images[0]} sizes="100vw" />
      </figure>
    );
  return (
    <div className="container">
      <ul
        className={`case-media case-media--pair${row.images.length === 1 ? ' case-media--single' : ''}`}
        data-reveal-group
      >
        {row.images.map((image) => (
          <li key={image.id}>
            <ResponsiveImage
              image={image}
              sizes={
                row.images.length === 1
                  ? '(min-width: 1240px) 1140px, 100vw'
                  : '(min-width: 1240px) 570px, (min-width: 640px) 50vw, 100vw'
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { item } = loaderData;
  return seoMeta(
    {
      title: item.seo_title || `${item.title} for ${item.client ?? 'a client'}`,
      description: item.seo_description || item.summary,
      path: `/creative-design-portfolio/${item.slug}`,
      alternates: loaderData.alternates,
      ...itemSeo(item, item.cover_image),
      type: 'article',
    },
    siteMetaFrom(matches),
  );
}

export default function PortfolioItemPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { item, sections, edit } = loaderData;
  const [first = '', ...rest] = sections;
  const rows = galleryRows(item.gallery.map(({ directus_files_id: image }) => image));
  // The narrative (challenge, approach, result, credits), a gallery row after each section while
  // there are rows: images break the text instead of piling up under it.
  const between = rows.slice(0, rest.length);
  const after = rows.slice(rest.length);
  return (
    <article className="case-study">
      <PageHero
        editable={edit.hero}
        eyebrow={[item.client, item.year].filter(Boolean).join(' · ')}
        title={item.title}
        lead={item.summary}
        image={item.cover_image}
        mediaClass={WORK_MEDIA_CLASS}
      />
      <section className="section container split">
        <Prose html={first} editable={edit.body} />
        <aside className="panel" data-reveal>
          <dl className="facts">
            {item.client ? (
              <>
                <dt>{t('Client')}</dt>
                <dd>{item.client}</dd>
              </>
            ) : null}
            {item.industry ? (
              <>
                <dt>{t('Industry')}</dt>
                <dd>
                  <SiteLink to={`/industries/${item.industry.slug}`}>{item.industry.name}</SiteLink>
                </dd>
              </>
            ) : null}
            {item.service ? (
              <>
                <dt>{t('Service')}</dt>
                <dd>
                  <SiteLink to={`/creative-services/${item.service.url}`}>{item.service.name}</SiteLink>
                </dd>
              </>
            ) : null}
            {item.year ? (
              <>
                <dt>{t('Year')}</dt>
                <dd>{item.year}</dd>
              </>
            ) : null}
          </dl>
          <RequestCta>{t('Start a similar project')}</RequestCta>
        </aside>
      </section>
      {rest.map((html, index) => {
        const row = between[index];
        return (
          <div key={index} className="case-study__part">
            {row ? <GalleryFigure row={row} /> : null}
            <section className="section container">
              <Prose html={html} editable={edit.body} />
            </section>
          </div>
        );
      })}
      {after.length > 0 ? (
        <section className="section case-study__gallery" aria-label={t('Gallery')}>
          {after.map((row, index) => (
            <GalleryFigure key={index} row={row} />
          ))}
        </section>
      ) : null}
    </article>
  );
}
