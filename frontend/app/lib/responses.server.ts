import { data } from 'react-router';
import { notFoundMessage } from './http-errors';

/** 404 with the message 'Page not found: {path}' (docs/product.md "Error pages"). */
export function notFound(request: Request): never {
  throw data({ message: notFoundMessage(new URL(request.url).pathname) }, { status: 404 });
}
