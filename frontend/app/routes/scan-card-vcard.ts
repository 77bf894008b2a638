// GET /scan-card/contact.vcf: the agency's contact card (vCard 3.0), from the CMS settings.
import { getSiteSettings } from '~/lib/cms.server';
import { buildVCard } from '~/lib/vcard';
import { publicSiteUrl } from '~/lib/site-url.server';

export async function loader() {
  const settings = await getSiteSettings();
  const card = buildVCard({
    organisation: settings.agency_name,
    name: settings.contact_person,
    title: settings.contact_person_title,
    email: settings.contact_email,
    phone: settings.contact_phone,
    address: settings.address,
    url: publicSiteUrl(settings),
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
