import type { SiteSettingsView } from '~/lib/cms-views';

export function ContactDetails({ settings, title = 'Reach us' }: { settings: SiteSettingsView; title?: string }) {
  return (
    <aside className="panel" data-reveal aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="panel__title">
        {title}
      </h2>
      <dl className="contact-list">
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
        </dd>
        {settings.contact_phone ? (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${settings.contact_phone.replace(/[^+\d]/g, '')}`}>{settings.contact_phone}</a>
            </dd>
          </>
        ) : null}
        {settings.address ? (
          <>
            <dt>Studio</dt>
            <dd>
              <address>{settings.address}</address>
            </dd>
          </>
        ) : null}
      </dl>
    </aside>
  );
}
