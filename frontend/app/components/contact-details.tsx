import type { SiteSettingsView } from '~/lib/cms-views';
import { useT } from '~/lib/messages';

/** `title`: the panel's heading, already in the page's language (else "Reach us"). */
export function ContactDetails({
  settings,
  title,
}: {
  settings: Pick<SiteSettingsView, 'contact_email' | 'contact_phone' | 'address'>;
  title?: string;
}) {
  const t = useT();
  return (
    <aside className="panel" data-reveal aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="panel__title">
        {title ?? t('Reach us')}
      </h2>
      <dl className="contact-list">
        <dt>{t('E-mail')}</dt>
        <dd>
          <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
        </dd>
        {settings.contact_phone ? (
          <>
            <dt>{t('Phone')}</dt>
            <dd>
              <a href={`tel:${settings.contact_phone.replace(/[^+\d]/g, '')}`}>{settings.contact_phone}</a>
            </dd>
          </>
        ) : null}
        {settings.address ? (
          <>
            <dt>{t('Studio')}</dt>
            <dd>
              <address>{settings.address}</address>
            </dd>
          </>
        ) : null}
      </dl>
    </aside>
  );
}
