import { data } from 'react-router';
import { notFoundMessage } from './http-errors';

/** 404 with the spec's message, 'Page not found: {path}' (spec §2). */
export function notFound(request: Request): never {
  throw data({ message: notFoundMessage(new URL(request.url).pathname) }, { status: 404 });
}
