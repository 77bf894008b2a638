// The cookie banner (README "Cookie consent and analytics", decision 019): shown only when a tag
// manager is configured, loaded on demand after the page is interactive. Accept all, Reject all or
// Settings (one switch per purpose); a non-modal dialog that takes the focus when it opens, is
// labelled by its heading and text, and works by keyboard alone. Its heading and text come from
// Site Settings; the purposes' texts are the site's.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SiteLink } from '~/components/site-link';
import type { CookieChoice } from '~/lib/cookie-consent';
import { msg, useT } from '~/lib/messages';

export interface CookieBannerTexts {
  heading: string;
  text: string;
}

export type CookieBannerView = 'summary' | 'settings';

export interface CookieBannerProps {
  texts: CookieBannerTexts;
  view: CookieBannerView;
  /** The remembered choice when the visitor reopens the settings: the switches start from it, and Escape closes. */
  current: CookieChoice | null;
  onDecide: (allowed: { analytics: boolean; marketing: boolean }) => void;
  onClose: () => void;
}

const PURPOSES = [
  {
    name: 'analytics',
    label: msg('Analytics'),
    description: msg('Counts visits and how pages are used, so that we can improve the site.'),
  },
  {
    name: 'marketing',
    label: msg('Marketing'),
    description: msg('Measures our campaigns and lets advertising platforms show relevant ads.'),
  },
] as const;

export default function CookieBanner({ texts, view: initialView, current, onDecide, onClose }: CookieBannerProps) {
  const [view, setView] = useState(initialView);
  const [allowed, setAllowed] = useState({
    analytics: current?.analytics ?? false,
    marketing: current?.marketing ?? false,
  });
  const dialog = useRef<HTMLElement>(null);
  const id = useId();
  const t = useT();

  // Focus the dialog when it opens and when it switches views, without scrolling the page.
  useEffect(() => dialog.current?.focus({ preventScroll: true }), [view]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (current) onClose();
    else if (view === 'settings') setView('summary');
  };

  return (
    <section
      ref={dialog}
      className="cookie-banner"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <h2 id={`${id}-heading`} className="cookie-banner__heading">
        {texts.heading}
      </h2>
      <p id={`${id}-text`} className="cookie-banner__text">
        {texts.text} <SiteLink to="/privacy">{t('Privacy notice')}</SiteLink>
      </p>
      {view === 'settings' ? (
        <fieldset className="cookie-banner__purposes">
          <legend className="cookie-banner__legend">{t('Cookies and similar storage')}</legend>
          <label className="cookie-banner__purpose">
            <input type="checkbox" checked disabled />
            <span>
              <strong>{t('Necessary')}</strong>{' '}
              {t('Keeps your form draft and waiting requests on this device. Always on.')}
            </span>
          </label>
          {PURPOSES.map((purpose) => (
            <label key={purpose.name} className="cookie-banner__purpose">
              <input
                type="checkbox"
                name={purpose.name}
                checked={allowed[purpose.name]}
                onChange={(event) => setAllowed({ ...allowed, [purpose.name]: event.target.checked })}
              />
              <span>
                <strong>{t(purpose.label)}</strong> {t(purpose.description)}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="cookie-banner__actions">
        {/* Reject as easy to find as Accept: the same look, side by side. */}
        <button
          type="button"
          className="button button--light"
          onClick={() => onDecide({ analytics: false, marketing: false })}
        >
          {t('Reject all')}
        </button>
        {view === 'settings' ? (
          <button type="button" className="button button--ghost" onClick={() => onDecide(allowed)}>
            {t('Save choices')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => setView('settings')}>
            {t('Settings')}
          </button>
        )}
        <button
          type="button"
          className="button button--light"
          onClick={() => onDecide({ analytics: true, marketing: true })}
        >
          {t('Accept all')}
        </button>
      </div>
    </section>
  );
}
