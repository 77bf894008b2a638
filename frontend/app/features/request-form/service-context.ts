// The service page a request starts from (docs/product.md "Root app"): the form pre-selects a project
// type from it and sends it along (service_name, service_url, service_class).
export interface ServiceContext {
  serviceName: string;
  serviceUrl: string;
  serviceClass: string;
}

/** The full-page form (routes/form.tsx). */
export const FORM_PAGE_PATH = '/form';

/** The full-page form's address for a service (works without JavaScript). */
export function requestFormHref(service?: ServiceContext | null) {
  if (!service) return FORM_PAGE_PATH;
  const query = new URLSearchParams({
    service: service.serviceName,
    url: service.serviceUrl,
    class: service.serviceClass,
  });
  return `${FORM_PAGE_PATH}?${query}`;
}

/** Where service pages live; a /form link names its service by this address. */
const SERVICE_PATH = /^\/creative-services\/([^/?#]+)$/;

/**
 * The service a /form address names (?url=/creative-services/{url}), as its key in the CMS. The
 * name and class the link also carries are never shown: the page is cached and shared, so what
 * it says about the service comes from the CMS, not from the address (README "What is enforced
 * where").
 */
export function serviceKeyFromQuery(query: URLSearchParams): string | null {
  const match = SERVICE_PATH.exec(query.get('url') ?? '');
  return match?.[1] ?? null;
}
