import type { Route } from './+types/not-found';
import { notFound } from '~/lib/responses.server';

/** Every path no other route matches: 404 with 'Page not found: {path}' (docs/product.md "Routes"). */
export function loader({ request }: Route.LoaderArgs) {
  notFound(request);
}

export default function NotFound() {
  return null;
}
