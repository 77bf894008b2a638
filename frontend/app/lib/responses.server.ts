import { data } from 'react-router';
import { notFoundMessage } from './http-errors';
import { pageUrlOf } from './request-path.server';

/** 404 with the message 'Page not found: {path}' (docs/product.md "Error pages"). */
export function notFound(request: Request): never {
  const path = pageUrlOf(request).pathname;
  // The path too: the error page says it in the page's language (components/error-page.tsx).
  throw data({ message: notFoundMessage(path), path }, { status: 404 });
}
