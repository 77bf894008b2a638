// The previous presentation of a service page, kept at /creative-services/{url}/old. Every
// navigation into or out of it slides and fades (layout/slide-fade-transitions.tsx).
import type { Route } from './+types/service-old';
import { SiteLink } from '~/components/site-link';
import { Prose } from '~/components/prose';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import { contentContext } from '~/lib/content/context.server';
import { getService } from '~/lib/content/services.server';
import { renderMarkdown } from '~/lib/markdown.server';
import { notFound } from '~/lib/responses.server';
import { alternatesOf, seoMeta, siteMetaFrom } from '~/lib/seo';
import { useT } from '~/lib/messages';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const service = await getService(context.get(contentContext), params.url);
  if (!service) notFound(request);
  // The language switcher leads to the previous version in each language.
  return {
    service,
    body: renderMarkdown(service.body),
    alternates: alternatesOf(service.inLocales, (slug) => `/creative-services/${slug}/old`),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { service } = loaderData;
  // The current page is the canonical one.
  return seoMeta(
    {
      title: `${service.name} (previous version)`,
      description: service.summary,
      path: `/creative-services/${service.url}`,
      alternates: alternatesOf(service.inLocales, (slug) => `/creative-services/${slug}`),
    },
    siteMetaFrom(matches),
  );
}

export default function ServiceOld({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { service, body } = loaderData;
  const context = {
    serviceName: service.name,
    serviceUrl: `/creative-services/${service.url}`,
    serviceClass: service.service_class ?? '',
  };
  return (
    <article className="section container service-old slide-fade">
      <p className="eyebrow">{t('Previous version')}</p>
      <h1 className="service-old__title">{service.name}</h1>
      {service.summary ? <p className="hero__lead">{service.summary}</p> : null}
      <Prose html={body} />
      <div className="section__cta">
        <RequestCta service={context}>{t('Start a {service} project', { service: service.name })}</RequestCta>
        <SiteLink to={`/creative-services/${service.url}`} className="button button--ghost">
          {t('See the current page')}
        </SiteLink>
      </div>
    </article>
  );
}
