// /{token}: short links managed in the CMS (collection short_links). Unknown or disabled → 404.
import type { Route } from './+types/short-link';
import { redirect } from 'react-router';
import { getShortLink } from '~/lib/cms.server';
import { notFound } from '~/lib/responses.server';

const REDIRECT_STATUSES = new Set([301, 302, 307, 308]);
const TOKEN = /^[A-Za-z0-9-]{1,64}$/;

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!TOKEN.test(params.token)) notFound(request);
  const link = await getShortLink(params.token);
  if (!link) notFound(request);
  const status = REDIRECT_STATUSES.has(link.status_code) ? link.status_code : 302;
  // Targets are site paths or absolute http(s) addresses; anything else is refused.
  const target =
    link.target.startsWith('/') && !link.target.startsWith('//')
      ? link.target
      : /^https?:\/\//.test(link.target)
        ? link.target
        : null;
  if (!target) notFound(request);
  throw redirect(target, status);
}

export default function ShortLink() {
  return null;
}
