import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { afterInteractive } from '~/lib/after-interactive';
import {
  COOKIE_SETTINGS_EVENT,
  allowsTagManager,
  listenForLeads,
  loadCookieChoice,
  saveCookieChoice,
  setConsentDefaults,
  updateConsent,
  type CookieChoice,
} from '~/lib/cookie-consent';
import { loadTagManager, trackInstallAndLaunch } from './analytics';
import type { CookieBannerProps, CookieBannerTexts, CookieBannerView } from './cookie-banner';

// The banner's code loads only on the visits that show it. A chunk that cannot load (offline)
// leaves the banner out, and with it the tag manager, rather than failing the page.
const CookieBanner = lazy<ComponentType<CookieBannerProps>>(() =>
  import('./cookie-banner').catch(() => ({ default: () => null })),
);

interface AnalyticsRuntimeProps {
  tagManagerId: string | null;
  /** The banner's texts (Site Settings); null without a tag manager. */
  cookieBanner: CookieBannerTexts | null;
}

/**
 * Mounted once in root.tsx: install/launch events, `generate_lead` for every stored request, and, when a tag manager is configured, the
 * cookie choice before it (README "Cookie consent and analytics"): Consent Mode defaults (all
 * denied) first; the container only once the visitor allowed analytics or marketing; the banner
 * when there is no choice yet, or when the footer's "Cookie settings" asks for it.
 */
export function AnalyticsRuntime({ tagManagerId, cookieBanner }: AnalyticsRuntimeProps) {
  const [banner, setBanner] = useState<CookieBannerView | null>(null);
  const [choice, setChoice] = useState<CookieChoice | null>(null);
  /** Where the focus was when the settings were opened: it goes back there once they close. */
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => trackInstallAndLaunch(), []);
  useEffect(() => listenForLeads(), []);
  useEffect(() => {
    if (!tagManagerId) return;
    setConsentDefaults();
    const remembered = loadCookieChoice();
    if (remembered) {
      updateConsent(remembered);
      if (allowsTagManager(remembered)) afterInteractive(() => loadTagManager(tagManagerId));
    } else {
      afterInteractive(() => setBanner('summary'));
    }
    const openSettings = () => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setChoice(loadCookieChoice());
      setBanner('settings');
    };
    window.addEventListener(COOKIE_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, openSettings);
  }, [tagManagerId]);

  if (!tagManagerId || !cookieBanner || !banner) return null;

  const close = () => {
    setBanner(null);
    returnFocus.current?.focus({ preventScroll: true });
    returnFocus.current = null;
  };
  const decide = (allowed: { analytics: boolean; marketing: boolean }) => {
    const made = saveCookieChoice(allowed);
    updateConsent(made);
    if (allowsTagManager(made)) loadTagManager(tagManagerId);
    close();
  };

  return (
    <Suspense fallback={null}>
      <CookieBanner
        key={banner}
        texts={cookieBanner}
        view={banner}
        current={choice}
        onDecide={decide}
        onClose={close}
      />
    </Suspense>
  );
}
