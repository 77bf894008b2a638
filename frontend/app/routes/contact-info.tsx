import type { Route } from './+types/contact-info';
import { PageHero } from '~/features/content/page-hero';
import { Prose } from '~/features/content/prose';
import { ContactDetails } from '~/features/content/contact-details';
import { RequestCta } from '~/features/request-drawer/request-cta';
import { getPage, getSiteSettings } from '~/lib/cms.server';
import { renderMarkdown } from '~/lib/markdown.server';
import { notFound } from '~/lib/responses.server';
import { seoMeta, siteMetaFrom } from '~/lib/seo';

export async function loader({ request }: Route.LoaderArgs) {
  const [page, settings] = await Promise.all([getPage('contact-info'), getSiteSettings()]);
  if (!page) notFound(request);
  return { page, body: renderMarkdown(page.body), settings };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return seoMeta(
    { title: page.seo_title || page.title, description: page.seo_description || page.summary, path: '/contact-info' },
    siteMetaFrom(matches),
  );
}

export default function ContactInfo({ loaderData }: Route.ComponentProps) {
  const { page, body, settings } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={page.title}
        title={page.headline || page.title}
        lead={page.summary}
        actions={<RequestCta>Start a project</RequestCta>}
      />
      <section className="section container split">
        <Prose html={body} />
        <ContactDetails settings={settings} />
      </section>
    </>
  );
}
