// /form: the request form on a page of its own (the drawer's form, full page). Service context
// comes in the query (?service=&url=&class=) from calls to action without JavaScript.
import type { Route } from './+types/form';
import { PageHero } from '~/features/content/page-hero';
import { Prose } from '~/features/content/prose';
import { getSiteSettings } from '~/lib/cms.server';
import { loadPage } from '~/lib/page-content.server';
import { pageMeta } from '~/lib/seo';

export async function loader({ request }: Route.LoaderArgs) {
  const [{ page, body }, settings] = await Promise.all([loadPage(request, 'form'), getSiteSettings()]);
  const query = new URL(request.url).searchParams;
  return {
    page,
    body,
    contactEmail: settings.contact_email,
    serviceName: query.get('service'),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.page, '/form', matches) : [];
}

export default function FormPage({ loaderData }: Route.ComponentProps) {
  const { page, body, contactEmail, serviceName } = loaderData;
  return (
    <>
      <PageHero eyebrow={serviceName ?? page.title} title={page.headline || page.title} lead={page.summary} />
      <section className="section container split">
        <Prose html={body} />
        <aside className="panel" id="request-form" data-reveal>
          <h2 className="panel__title">Prefer e-mail?</h2>
          <p>
            Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>: the team replies within 1-2 business days.
          </p>
        </aside>
      </section>
    </>
  );
}
