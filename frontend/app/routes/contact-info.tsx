import type { Route } from './+types/contact-info';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { ContactDetails } from '~/components/contact-details';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import { contentContext } from '~/lib/content/context.server';
import { contactCard, getSiteSettings } from '~/lib/content/site-settings.server';
import { loadPage } from '~/lib/page-content.server';
import { pageMeta } from '~/lib/seo';
import { useT } from '~/lib/messages';

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const [{ page, body, edit }, settings] = await Promise.all([
    loadPage(content, request, 'contact-info'),
    getSiteSettings(content),
  ]);
  return { page, body, edit, settings: contactCard(settings, content.locale) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.page, '/contact-info', matches) : [];
}

export default function ContactInfo({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, body, edit, settings } = loaderData;
  return (
    <>
      <PageHero
        editable={edit.hero}
        eyebrow={page.title}
        title={page.headline || page.title}
        lead={page.summary}
        actions={<RequestCta>{t('Start a project')}</RequestCta>}
      />
      <section className="section container split">
        <Prose html={body} editable={edit.body} />
        <ContactDetails settings={settings} />
      </section>
    </>
  );
}
