import { data } from 'react-router';
import { notFoundMessage } from './http-errors';

/** 404 with the message 'Page not found: {path}' (docs/product.md "Error pages"). */
export function notFound(request: Request): never {
  const path = new URL(request.url).pathname;
  // The path too: the error page says it in the page's language (components/error-page.tsx).
  throw data({ message: notFoundMessage(path), path }, { status: 404 });
}
