import type { Route } from './+types/home';
import { getSiteSettings } from '~/lib/cms.server';

export async function loader() {
  const settings = await getSiteSettings();
  return { agencyName: settings.agency_name, contactEmail: settings.contact_email };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData.agencyName }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{loaderData.agencyName}</h1>
      <p>
        <a href={`mailto:${loaderData.contactEmail}`}>{loaderData.contactEmail}</a>
      </p>
    </main>
  );
}
