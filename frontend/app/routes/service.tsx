import type { Route } from './+types/service';
import { SiteLink } from '~/components/site-link';
import { PageHero } from '~/components/page-hero';
import { ServiceBody } from '~/components/service-body';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import { contentContext } from '~/lib/content/context.server';
import { getPortfolio } from '~/lib/content/portfolio.server';
import { getService } from '~/lib/content/services.server';
import { toMasonryItem } from '~/lib/masonry-item';
import { renderMarkdown } from '~/lib/markdown.server';
import { notFound } from '~/lib/responses.server';
import { itemMarks } from '~/lib/visual-editing.server';
import { alternatesOf, itemSeo, seoMeta, siteMetaFrom } from '~/lib/seo';
import { useT } from '~/lib/messages';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const [service, portfolio] = await Promise.all([getService(content, params.url), getPortfolio(content)]);
  if (!service) notFound(request);
  const work = portfolio
    .filter((item) => item.service?.url === service.url)
    .slice(0, 4)
    .map(toMasonryItem);
  return {
    // Its markdown is given as HTML, once.
    service: { ...service, body: null },
    body: renderMarkdown(service.body),
    work,
    edit: itemMarks('services', service.id, content.locale),
    alternates: alternatesOf(service.inLocales, (slug) => `/creative-services/${slug}`),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { service } = loaderData;
  return seoMeta(
    {
      title: service.seo_title || service.name,
      description: service.seo_description || service.summary,
      path: `/creative-services/${service.url}`,
      alternates: loaderData.alternates,
      ...itemSeo(service, service.image),
    },
    siteMetaFrom(matches),
  );
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { service, body, work, edit } = loaderData;
  const context = {
    serviceName: service.name,
    serviceUrl: `/creative-services/${service.url}`,
    serviceClass: service.service_class ?? '',
  };
  return (
    <>
      <PageHero
        editable={edit.hero}
        eyebrow={service.name}
        title={service.headline || service.name}
        lead={service.summary}
        image={service.image}
        actions={
          <>
            <RequestCta service={context}>{t('Start a {service} project', { service: service.name })}</RequestCta>
            {service.deliverables ? (
              <SiteLink to="#deliverables-heading" className="button button--ghost">
                {t('See what you get')}
              </SiteLink>
            ) : null}
          </>
        }
      />
      <ServiceBody
        service={service}
        body={body}
        work={work}
        cta={<RequestCta service={context}>{t('Request a proposal')}</RequestCta>}
      />
    </>
  );
}
