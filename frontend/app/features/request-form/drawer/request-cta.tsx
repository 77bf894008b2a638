import type { MouseEvent, ReactNode } from 'react';
import { SiteLink } from '~/components/site-link';
import { requestFormHref, type ServiceContext } from '../service-context';
import { loadRequestDrawer } from './load-request-drawer';
import { useRequestDrawer } from './request-drawer-context';

interface RequestCtaProps {
  children: ReactNode;
  service?: ServiceContext | null;
  variant?: 'primary' | 'ghost' | 'light';
  className?: string;
}

/**
 * A call to action that starts a project request: opens the request drawer, whose code starts
 * loading on hover, focus or touch. Without JavaScript (or with a modified click) it is a plain
 * link to the full-page form.
 */
export function RequestCta({ children, service, variant = 'primary', className = '' }: RequestCtaProps) {
  const { open } = useRequestDrawer();
  // A failed preload is not an error yet: opening the drawer tries again (request-drawer-mount).
  const preload = () => void loadRequestDrawer().catch(() => undefined);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    open(service ?? null);
  };
  return (
    <SiteLink
      to={requestFormHref(service)}
      className={`button button--${variant} ${className}`}
      data-request-cta
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={onClick}
    >
      {children}
    </SiteLink>
  );
}
