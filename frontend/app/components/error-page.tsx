import { isRouteErrorResponse } from 'react-router';
import { SiteLink } from './site-link';
import { canRetry, errorText } from '~/lib/http-errors';
import { msg, useT } from '~/lib/messages';
import { isRecord } from '@agency/contract/guards';

interface ErrorPageProps {
  status: number;
  /** Replaces the standard description (e.g. 'Page not found: /path'). */
  message?: string;
  agencyName: string;
  contactEmail: string;
}

const SUGGESTIONS = [
  { to: '/creative-services', label: msg('Services') },
  { to: '/creative-design-portfolio', label: msg('Work') },
  { to: '/contact-info', label: msg('Contact') },
] as const;

/**
 * docs/product.md "Error pages": code, title, description, Return Home, Go Back, Try Again for 408/5xx.
 * The page's frame (header, navigation, footer) is the caller's: each layout's ErrorBoundary puts
 * it in its own frame, root.tsx's shows it bare.
 */
export function ErrorPage({ status, message, agencyName, contactEmail }: ErrorPageProps) {
  const text = errorText(status);
  const t = useT();
  // Back only when the previous entry is a page of this site; a visitor who arrived here from
  // elsewhere (or typed the address) goes home instead of leaving the site.
  const goBack = () => {
    const state: unknown = window.history.state;
    const inAppHistory = isRecord(state) && typeof state.idx === 'number' && state.idx > 0;
    const cameFromSite = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
    if (inAppHistory || cameFromSite) window.history.back();
    else window.location.assign('/');
  };
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{t('Error {status} | {agency}', { status, agency: agencyName })}</title>
      <meta name="robots" content="noindex" />
      <div className="container error-page__inner">
        <p className="error-page__code" aria-hidden="true">
          {status}
        </p>
        <h1 className="error-page__title" id="error-title">
          <span className="visually-hidden">{t('Error {status}: ', { status })}</span>
          {t(text.title)}
        </h1>
        <p className={`error-page__description${message ? ' error-page__description--path' : ''}`}>
          {message ?? t(text.description)}
        </p>
        <div className="error-page__actions">
          <SiteLink to="/" className="button button--primary">
            {t('Return Home')}
          </SiteLink>
          <button type="button" className="button button--ghost" onClick={goBack}>
            {t('Go Back')}
          </button>
          {canRetry(status) ? (
            <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
              {t('Try Again')}
            </button>
          ) : null}
        </div>
        {status === 404 ? (
          <nav className="error-page__suggestions" aria-label={t('Suggestions')}>
            <p>{t('Perhaps you were looking for:')}</p>
            <ul className="pill-list">
              {SUGGESTIONS.map((item) => (
                <li key={item.to}>
                  <SiteLink to={item.to} className="pill">
                    {t(item.label)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="error-page__contact">
          {t('Need help? Write to')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
      </div>
    </section>
  );
}

/** A text the error's data carries (a route's `data()` throw: message, path, agency_name, contact_email). */
function dataText(data: unknown, key: 'message' | 'path' | 'agency_name' | 'contact_email'): string | undefined {
  const value = isRecord(data) ? data[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The error page for what a route threw: a response's status and message, 500 for anything else.
 * The agency's name and address are the site's settings when the caller has them, else those the
 * error carries, else the defaults. The default export, for the ErrorBoundaries' `lazy()`: no
 * first load carries this code (docs/decisions/027-javascript-on-load.md).
 */
export default function RouteErrorPage({
  error,
  agencyName,
  contactEmail,
}: {
  error: unknown;
  agencyName?: string;
  contactEmail?: string;
}) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const errorData: unknown = isRouteErrorResponse(error) ? error.data : undefined;
  const t = useT();
  // A 404 names the address in the page's language (lib/responses.server.ts gives it).
  const path = dataText(errorData, 'path');
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ErrorPage
      status={status}
      message={path ? t('Page not found: {path}', { path }) : dataText(errorData, 'message')}
      agencyName={agencyName ?? dataText(errorData, 'agency_name') ?? 'Northlight Studio'}
      contactEmail={contactEmail ?? dataText(errorData, 'contact_email') ?? 'hello@northlight.studio'}
    />
  );
}
