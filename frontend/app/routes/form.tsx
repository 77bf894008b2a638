// /form: the request form on a page of its own, the same form as the drawer's. Calls to action
// followed without JavaScript name their service in the query (?url=/creative-services/{url});
// its name and class are the CMS's, never the address's (the page is cached and shared).
import type { FormDefinition } from '@agency/request-rules/definition';
import { useEffect, useState } from 'react';
import type { Route } from './+types/form';
import { Prose } from '~/components/prose';
import { RequestForm } from '~/features/request-form/request-form';
import { fetchDefinition } from '~/features/request-form/definition-api';
import { serviceKeyFromQuery } from '~/features/request-form/service-context';
import { contentContext } from '~/lib/content/context.server';
import { getFormDefinition } from '~/lib/content/form.server';
import { getService } from '~/lib/content/services.server';
import { getSiteSettings } from '~/lib/content/site-settings.server';
import { loadPage } from '~/lib/page-content.server';
import { pageMeta } from '~/lib/seo';
import { usePageLocales } from '~/lib/locale';

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const serviceKey = serviceKeyFromQuery(new URL(request.url).searchParams);
  const [{ page, body }, settings, definition, known] = await Promise.all([
    loadPage(content, request, 'form'),
    getSiteSettings(content),
    getFormDefinition(content),
    serviceKey ? getService(content, serviceKey) : null,
  ]);
  const service = known
    ? {
        serviceName: known.name,
        serviceUrl: `/creative-services/${known.url}`,
        serviceClass: known.service_class ?? '',
      }
    : null;
  return { page, body, contactEmail: settings.contact_email, definition, service };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.page, '/form', matches) : [];
}

/**
 * The page is cached and shared, so its definition carries no form token: this browser fetches
 * its own (with the options as they are now) once the page runs, and again when it comes back
 * online if that failed.
 */
function useOwnFormToken(shared: FormDefinition): FormDefinition {
  const [definition, setDefinition] = useState(shared);
  const { locale } = usePageLocales();
  useEffect(() => {
    const controller = new AbortController();
    const load = () => {
      fetchDefinition(locale, controller.signal)
        .then((fresh) => {
          setDefinition(fresh);
          window.removeEventListener('online', load);
        })
        .catch(() => {});
    };
    load();
    window.addEventListener('online', load);
    return () => {
      controller.abort();
      window.removeEventListener('online', load);
    };
  }, [locale]);
  return definition;
}

export default function FormPage({ loaderData }: Route.ComponentProps) {
  const { page, body, contactEmail, service } = loaderData;
  const definition = useOwnFormToken(loaderData.definition);
  const title = page.headline || page.title;
  // The form's first step within the first view, on a laptop (1280 × 900) and a phone (390 × 844):
  // no hero above it. Title and lead sit beside the form (below it on narrow screens come the
  // form, then the explanation); the form's Previous and Next stay in view (app.css "/form").
  return (
    <section className="form-page container">
      <header className="form-page__intro">
        <p className="eyebrow" data-hero>
          {service?.serviceName ?? page.title}
        </p>
        <h1 className="form-page__title" data-hero>
          {title}
        </h1>
        {page.summary ? (
          <p className="form-page__lead" data-hero>
            {page.summary}
          </p>
        ) : null}
      </header>
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
  );
}
