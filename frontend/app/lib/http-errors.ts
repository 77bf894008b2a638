// Error page texts per status code (docs/product.md "Error pages"); unknown codes get the generic title.

export interface ErrorText {
  title: string;
  description: string;
}

export const ERROR_TEXTS: Readonly<Record<number, ErrorText>> = {
  400: {
    title: 'Bad Request',
    description: 'The request could not be understood. Please check the address and try again.',
  },
  401: { title: 'Unauthorized', description: 'You need to sign in to see this page.' },
  403: { title: 'Access Denied', description: 'You do not have permission to view this page.' },
  404: { title: 'Page Not Found', description: 'The page you are looking for does not exist or has moved.' },
  408: { title: 'Request Timeout', description: 'The server took too long to respond. Please try again.' },
  429: {
    title: 'Too Many Requests',
    description: 'You have made too many requests. Please wait a moment and try again.',
  },
  500: {
    title: 'Internal Server Error',
    description: 'Something went wrong on our side. We have been notified and are looking into it.',
  },
  502: {
    title: 'Bad Gateway',
    description: 'A service behind this page answered badly. Please try again in a moment.',
  },
  503: {
    title: 'Service Unavailable',
    description: 'The site is briefly unavailable, for maintenance or under heavy load. Please try again shortly.',
  },
  504: {
    title: 'Gateway Timeout',
    description: 'A service behind this page did not answer in time. Please try again.',
  },
};

export const GENERIC_ERROR: ErrorText = {
  title: 'Something Went Wrong',
  description: 'An unexpected error occurred. Please try again, or contact us if it keeps happening.',
};

export function errorText(status: number): ErrorText {
  return ERROR_TEXTS[status] ?? GENERIC_ERROR;
}

/** Try Again (reload) helps only when the cause may pass: a timeout or a server error. */
export function canRetry(status: number) {
  return status === 408 || status >= 500;
}

export const notFoundMessage = (path: string) => `Page not found: ${path}`;
