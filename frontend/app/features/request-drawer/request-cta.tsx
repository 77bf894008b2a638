import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { requestFormHref, type ServiceContext } from './request-drawer-context';

interface RequestCtaProps {
  children: ReactNode;
  service?: ServiceContext | null;
  variant?: 'primary' | 'ghost' | 'light';
  className?: string;
}

/**
 * A call to action that starts a project request. Without JavaScript it leads to the full-page
 * form (/form, with the service context in the query); the drawer takes over when it is ready.
 */
export function RequestCta({ children, service, variant = 'primary', className = '' }: RequestCtaProps) {
  return (
    <Link to={requestFormHref(service)} className={`button button--${variant} ${className}`} data-request-cta>
      {children}
    </Link>
  );
}
