/** What the Organization record is made of (root.tsx passes its loader data). */
export interface OrganizationFacts {
  site: { agencyName: string; siteUrl: string };
  contact: { email: string; phone: string | null; address: string | null };
}

/** schema.org Organization of the agency, on every page. */
export function organizationJsonLd({ site, contact }: OrganizationFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.agencyName,
    url: site.siteUrl,
    email: contact.email,
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.address ? { address: contact.address.replace(/\n/g, ', ') } : {}),
  };
}
