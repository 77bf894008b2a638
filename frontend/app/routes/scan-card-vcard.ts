// GET /scan-card/contact.vcf: the agency's contact card (vCard 3.0), from the CMS settings.
import type { Route } from './+types/scan-card-vcard';
import { contentContext } from '~/lib/content/context.server';
import { getSiteSettings } from '~/lib/content/site-settings.server';
import { buildVCard } from '~/lib/vcard';
import { publicSiteUrl } from '~/lib/site-url.server';

export async function loader({ context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const settings = await getSiteSettings(content);
  const card = buildVCard({
    organisation: settings.agency_name,
    name: settings.contact_person,
    title: settings.contact_person_title,
    email: settings.contact_email,
    phone: settings.contact_phone,
    address: settings.address,
    url: publicSiteUrl(settings, content.site.env),
  });
  const filename = `${settings.agency_name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.vcf`;
  return new Response(card, {
    headers: {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'public, max-age=300',
    },
  });
}
