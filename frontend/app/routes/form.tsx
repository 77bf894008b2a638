// /form: the request form on a page of its own, the same form as the drawer's. Service context
// comes in the query (?service=&url=&class=) from calls to action followed without JavaScript.
import type { Route } from './+types/form';
import { PageHero } from '~/features/content/page-hero';
import { Prose } from '~/features/content/prose';
import { RequestForm } from '~/features/request-form/request-form';
import { getFormDefinition, getSiteSettings } from '~/lib/cms.server';
import { loadPage } from '~/lib/page-content.server';
import { pageMeta } from '~/lib/seo';

export async function loader({ request }: Route.LoaderArgs) {
  const [{ page, body }, settings, definition] = await Promise.all([
    loadPage(request, 'form'),
    getSiteSettings(),
    getFormDefinition(),
  ]);
  const query = new URL(request.url).searchParams;
  const serviceName = query.get('service');
  const service = serviceName
    ? {
        serviceName: serviceName.slice(0, 160),
        serviceUrl: (query.get('url') ?? '').slice(0, 255),
        serviceClass: (query.get('class') ?? '').slice(0, 60),
      }
    : null;
  return { page, body, contactEmail: settings.contact_email, definition, service };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.page, '/form', matches) : [];
}

export default function FormPage({ loaderData }: Route.ComponentProps) {
  const { page, body, contactEmail, definition, service } = loaderData;
  return (
    <>
      <PageHero eyebrow={service?.serviceName ?? page.title} title={page.headline || page.title} lead={page.summary} />
      <section className="section container split split--form">
        <div className="form-card" id="request-form">
          <RequestForm definition={definition} service={service} />
        </div>
        <aside className="form-aside">
          <Prose html={body} />
          <p className="form-aside__mail">
            Prefer e-mail? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
          </p>
        </aside>
      </section>
    </>
  );
}
