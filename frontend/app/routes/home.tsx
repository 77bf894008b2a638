import type { Route } from './+types/home';
import { HomePage, homeMeta } from '~/components/home-page';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import { contentContext } from '~/lib/content/context.server';
import { loadHome } from '~/lib/home.server';
import { useT } from '~/lib/messages';

export const loader = ({ request, context }: Route.LoaderArgs) => loadHome(context.get(contentContext), request);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? homeMeta(loaderData, matches) : [];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <HomePage data={loaderData} cta={<RequestCta>{t('Start a project')}</RequestCta>} />;
}
