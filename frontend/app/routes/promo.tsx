import type { Route } from './+types/promo';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import { contentContext } from '~/lib/content/context.server';
import { getPromo } from '~/lib/content/promos.server';
import { renderMarkdown } from '~/lib/markdown.server';
import { notFound } from '~/lib/responses.server';
import { itemMarks } from '~/lib/visual-editing.server';
import { alternatesOf, itemSeo, seoMeta, siteMetaFrom } from '~/lib/seo';
import { useT } from '~/lib/messages';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const year = Number(params.year);
  const month = Number(params.month);
  if (!Number.isInteger(year) || !Number.isInteger(month)) notFound(request);
  const content = context.get(contentContext);
  const promo = await getPromo(content, year, month, params.slug);
  if (!promo) notFound(request);
  return {
    // Its markdown is given as HTML, once.
    promo: { ...promo, body: null },
    body: renderMarkdown(promo.body),
    path: `/promos/${year}/${month}/${promo.slug}`,
    edit: itemMarks('promos', promo.id, content.locale),
    alternates: alternatesOf(promo.inLocales, (slug) => `/promos/${year}/${month}/${slug}`),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { promo, path } = loaderData;
  return seoMeta(
    {
      title: promo.seo_title || promo.title,
      description: promo.seo_description || promo.summary,
      path,
      alternates: loaderData.alternates,
      ...itemSeo(promo, promo.image),
    },
    siteMetaFrom(matches),
  );
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export default function PromoPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { promo, body, edit } = loaderData;
  const context = promo.service
    ? {
        serviceName: promo.service.name,
        serviceUrl: `/creative-services/${promo.service.url}`,
        serviceClass: promo.service.service_class ?? '',
      }
    : null;
  return (
    <>
      <PageHero
        editable={edit.hero}
        tone="accent"
        eyebrow={promo.title}
        title={promo.headline || promo.title}
        lead={promo.summary}
        image={promo.image}
        actions={
          <RequestCta variant="light" service={context}>
            {t('Claim the offer')}
          </RequestCta>
        }
      />
      <section className="section container split">
        <Prose html={body} editable={edit.body} />
        {promo.offer ? (
          <aside className="panel panel--accent" data-reveal>
            <p className="panel__title">{t('The offer')}</p>
            <p className="panel__offer">{promo.offer}</p>
            {promo.valid_until ? (
              <p className="panel__note">Valid until {dateFormat.format(new Date(promo.valid_until))}</p>
            ) : null}
            <RequestCta service={context}>{t('Start a project')}</RequestCta>
          </aside>
        ) : null}
      </section>
    </>
  );
}
