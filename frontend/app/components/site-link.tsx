// The site's internal links: React Router's Link / NavLink with the prefetch policy of
// prefetch-policy.ts. Until the route manifest is allowed, links are not announced for route
// discovery (`discover="none"`), so React Router fetches the manifest ~1 s after load, not at once.
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useResolvedPath, type LinkProps, type NavLinkProps } from 'react-router';
import {
  MAX_CONCURRENT_PRELOADS,
  acquirePreloadSlot,
  isConstrainedConnection,
  isManifestAllowed,
  preloadsInFlight,
  releasePreloadSlot,
  usePrefetchPolicyVersion,
} from '~/lib/prefetch-policy';
import { localePath, usePageLocales } from '~/lib/locale';
import { markTransition } from '~/lib/slide-fade';

type IntentHandlers = Pick<
  LinkProps,
  'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur' | 'onTouchStart' | 'onTouchEnd' | 'onTouchCancel'
>;

/** `action`, then the link's own handler, if it has one. */
const before =
  <E,>(action: () => void, handler?: (event: E) => void) =>
  (event: E) => {
    action();
    handler?.(event);
  };

function usePrefetchProps(handlers: IntentHandlers) {
  usePrefetchPolicyVersion();
  /** This link's identity in the preload slots. */
  const [holder] = useState<object>(() => ({}));
  const [holding, setHolding] = useState(false);
  useEffect(() => () => releasePreloadSlot(holder), [holder]);

  const take = () => {
    if (acquirePreloadSlot(holder)) setHolding(true);
  };
  const release = () => {
    releasePreloadSlot(holder);
    setHolding(false);
  };
  // A link may start a preload while a slot is free (React Router reads `prefetch` when the intent
  // event arrives, so it must already say 'intent' then). 'intent' and 'none' render the same
  // markup, so hydration keeps the server's either way. The manifest is allowed only about 1 s
  // after load, once the page is hydrated: until then no link asks for route discovery, as on the
  // server.
  const allowed = !isConstrainedConnection() && (holding || preloadsInFlight() < MAX_CONCURRENT_PRELOADS);
  return {
    prefetch: allowed ? ('intent' as const) : ('none' as const),
    discover: isManifestAllowed() ? ('render' as const) : ('none' as const),
    // Ours run first, so a slot is taken before React Router's own intent handler looks at `prefetch`.
    onMouseEnter: before(take, handlers.onMouseEnter),
    onFocus: before(take, handlers.onFocus),
    onTouchStart: before(take, handlers.onTouchStart),
    onMouseLeave: before(release, handlers.onMouseLeave),
    onBlur: before(release, handlers.onBlur),
    // A touch that scrolls past the link ends without mouse events: the slot is freed here.
    onTouchEnd: before(release, handlers.onTouchEnd),
    onTouchCancel: before(release, handlers.onTouchCancel),
  };
}

/**
 * Every navigation within the site is a view transition (a cross-fade; the slide-fade into or out
 * of a previous service page), unless the link says otherwise: the click marks which one before
 * React Router starts it (lib/slide-fade.ts).
 */
function useMarkTransition(to: LinkProps['to'], onClick: LinkProps['onClick']) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname;
  return before<Parameters<NonNullable<LinkProps['onClick']>>[0]>(() => markTransition(pathname, target), onClick);
}

/**
 * A site address in the page's language: `/creative-services/web` on a Spanish page leads to
 * `/es/creative-services/web` (lib/locale.ts). Addresses of another kind stay as they are.
 */
function useLocalized<T extends { to: LinkProps['to'] }>(props: T): T {
  const { locale } = usePageLocales();
  return typeof props.to === 'string' ? { ...props, to: localePath(locale, props.to) } : props;
}

/** A link to a page of the site, in the page's language unless `localized` is false (the language switcher). */
export function SiteLink({
  prefetch: _prefetch,
  viewTransition = true,
  onClick,
  localized = true,
  ...given
}: LinkProps & { localized?: boolean }) {
  const local = useLocalized(given);
  const props = localized ? local : given;
  return (
    <Link
      {...props}
      {...usePrefetchProps(props)}
      viewTransition={viewTransition}
      onClick={useMarkTransition(props.to, onClick)}
    />
  );
}

export function SiteNavLink({ prefetch: _prefetch, viewTransition = true, onClick, ...given }: NavLinkProps) {
  const props = useLocalized(given);
  return (
    <NavLink
      {...props}
      {...usePrefetchProps(props)}
      viewTransition={viewTransition}
      onClick={useMarkTransition(props.to, onClick)}
    />
  );
}
