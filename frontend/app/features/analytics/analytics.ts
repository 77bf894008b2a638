// docs/product.md "Updates and offline use": analytics events when the app is installed and when it is launched in standalone
// display mode, into the tag manager's data layer. The container id comes from the web server's
// environment (GTM_ID, README "Configuration"); without it no tag manager script is loaded at all.
import { pushEvent } from '~/lib/data-layer';
import { GTM_ID_PATTERN } from '~/lib/tag-manager-id';

declare global {
  interface Navigator {
    /** iOS Safari's flag for a home-screen launch. */
    standalone?: boolean;
  }
}

export const ANALYTICS_EVENTS = {
  installed: 'app_installed',
  standaloneLaunch: 'app_launched_standalone',
} as const;

export function isStandaloneLaunch() {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || window.navigator.standalone === true;
}

const LAUNCH_SESSION_KEY = 'agency.standalone-launch';

/** True the first time in this app session (reloads and navigations do not count again). */
function firstInSession() {
  try {
    if (window.sessionStorage.getItem(LAUNCH_SESSION_KEY)) return false;
    window.sessionStorage.setItem(LAUNCH_SESSION_KEY, '1');
  } catch {
    // no session storage: count every load
  }
  return true;
}

/** Sends the launch event (once per app session) and the install event when it happens. */
export function trackInstallAndLaunch() {
  if (isStandaloneLaunch() && firstInSession()) {
    pushEvent(ANALYTICS_EVENTS.standaloneLaunch, { display_mode: 'standalone' });
  }
  const onInstalled = () => pushEvent(ANALYTICS_EVENTS.installed);
  window.addEventListener('appinstalled', onInstalled);
  return () => window.removeEventListener('appinstalled', onInstalled);
}

/**
 * Adds the tag manager container's script (Google's loader, without its inline snippet). Called
 * only once the visitor allowed it (cookie-consent.ts), after the Consent Mode defaults.
 */
export function loadTagManager(containerId: string) {
  if (!GTM_ID_PATTERN.test(containerId) || document.getElementById('gtm-loader')) return;
  pushEvent('gtm.js', { 'gtm.start': Date.now() });
  const script = document.createElement('script');
  script.id = 'gtm-loader';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}
