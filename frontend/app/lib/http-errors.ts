// Error page texts per status code (docs/product.md "Error pages"); unknown codes get the generic title.

import { msg } from './messages';

export interface ErrorText {
  title: string;
  description: string;
}

export const ERROR_TEXTS: Readonly<Record<number, ErrorText>> = {
  400: {
    title: msg('Bad Request'),
    description: msg('The request could not be understood. Please check the address and try again.'),
  },
  401: { title: msg('Unauthorized'), description: msg('You need to sign in to see this page.') },
  403: { title: msg('Access Denied'), description: msg('You do not have permission to view this page.') },
  404: { title: msg('Page Not Found'), description: msg('The page you are looking for does not exist or has moved.') },
  408: { title: msg('Request Timeout'), description: msg('The server took too long to respond. Please try again.') },
  429: {
    title: msg('Too Many Requests'),
    description: msg('You have made too many requests. Please wait a moment and try again.'),
  },
  500: {
    title: msg('Internal Server Error'),
    description: msg('Something went wrong on our side. We have been notified and are looking into it.'),
  },
  502: {
    title: msg('Bad Gateway'),
    description: msg('A service behind this page answered badly. Please try again in a moment.'),
  },
  503: {
    title: msg('Service Unavailable'),
    description: msg('The site is briefly unavailable, for maintenance or under heavy load. Please try again shortly.'),
  },
  504: {
    title: msg('Gateway Timeout'),
    description: msg('A service behind this page did not answer in time. Please try again.'),
  },
};

export const GENERIC_ERROR: ErrorText = {
  title: msg('Something Went Wrong'),
  description: msg('An unexpected error occurred. Please try again, or contact us if it keeps happening.'),
};

export function errorText(status: number): ErrorText {
  return ERROR_TEXTS[status] ?? GENERIC_ERROR;
}

/** Try Again (reload) helps only when the cause may pass: a timeout or a server error. */
export function canRetry(status: number) {
  return status === 408 || status >= 500;
}

export const notFoundMessage = (path: string) => `Page not found: ${path}`;
