import { redirect } from 'react-router';

/** The spec's "creative-design-partnerships" page lives at /creative-partnerships. */
export function loader() {
  throw redirect('/creative-partnerships', 301);
}
