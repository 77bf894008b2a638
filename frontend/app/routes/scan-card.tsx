// The landing page behind the QR code on the agency's business card: who we are in one screen,
// the contact details, a "save contact" vCard and the way to start a project.
import type { Route } from './+types/scan-card';
import { SiteLink } from '~/components/site-link';
import { ContactDetails } from '~/components/contact-details';
import { Prose } from '~/components/prose';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import { contentContext } from '~/lib/content/context.server';
import { contactCard, getSiteSettings } from '~/lib/content/site-settings.server';
import { loadPage } from '~/lib/page-content.server';
import { pageMeta } from '~/lib/seo';
import { useT } from '~/lib/messages';

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const [{ page, body }, settings] = await Promise.all([
    loadPage(content, request, 'scan-card'),
    getSiteSettings(content),
  ]);
  return { page, body, settings: contactCard(settings, content.locale) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.page, '/scan-card', matches) : [];
}

export default function ScanCard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, body, settings } = loaderData;
  return (
    <section className="scan-card container">
      <div className="scan-card__card" data-hero>
        <p className="eyebrow">{settings.agency_name}</p>
        <h1 className="scan-card__name">{settings.contact_person || page.title}</h1>
        {settings.contact_person_title ? <p className="scan-card__role">{settings.contact_person_title}</p> : null}
        <p className="hero__lead">{page.headline || page.summary}</p>
        <div className="hero__actions">
          <a className="button button--primary" href="/scan-card/contact.vcf" download>
            {t('Save contact')}
          </a>
          <RequestCta variant="ghost">{t('Start a project')}</RequestCta>
        </div>
      </div>
      <div className="split">
        <Prose html={body} />
        <ContactDetails settings={settings} title={t('Contact details')} />
      </div>
      <p className="section__more">
        <SiteLink to="/creative-design-portfolio" className="text-link">
          {t('See our work')}
        </SiteLink>
      </p>
    </section>
  );
}
