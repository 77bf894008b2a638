// The service page a request starts from (docs/product.md "Root app"): the form pre-selects a project
// type from it and sends it along (service_name, service_url, service_class).
import { maxLengthOf } from '@agency/request-rules/catalogue';

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

/** The service of a /form address (?service=&url=&class=), each value cut to the length the rules allow. */
export function serviceFromQuery(query: URLSearchParams): ServiceContext | null {
  const serviceName = query.get('service');
  if (!serviceName) return null;
  return {
    serviceName: serviceName.slice(0, maxLengthOf('service_name')),
    serviceUrl: (query.get('url') ?? '').slice(0, maxLengthOf('service_url')),
    serviceClass: (query.get('class') ?? '').slice(0, maxLengthOf('service_class')),
  };
}
