import type { RootData } from '~/root';

/** schema.org Organization of the agency, on every page. */
export function organizationJsonLd(root: RootData) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: root.site.agencyName,
    url: root.site.siteUrl,
    email: root.contact.email,
    ...(root.contact.phone ? { telephone: root.contact.phone } : {}),
    ...(root.contact.address ? { address: root.contact.address.replace(/\n/g, ', ') } : {}),
  };
}
