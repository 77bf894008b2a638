import { redirect } from 'react-router';

/** The "creative-design-partnerships" page lives at /creative-partnerships (docs/product.md "Routes"). */
export function loader() {
  throw redirect('/creative-partnerships', 301);
}
