// The visitor's cookie choice (README "Cookie consent and analytics", decision 019): remembered in
// this browser, read before anything of a tag manager loads, and turned into Google Consent Mode
// states. Only the choice lives here (lib: no UI); the banner is features/analytics.
import { useRouteLoaderData } from 'react-router';
import { gtag, pushEvent } from './data-layer';
import { isRecord } from '@agency/contract/guards';

/** What the visitor allowed. Necessary storage (the draft, the outbox) needs no consent. */
export interface CookieChoice {
  analytics: boolean;
  marketing: boolean;
  /** When the choice was made (ISO time). */
  decidedAt: string;
}

/** Bump when the purposes asked for change: every visitor is asked again. */
export const COOKIE_CHOICE_VERSION = 1;
const STORAGE_KEY = 'agency.cookie-consent';

/** Dispatched on window when the visitor makes or changes the choice (detail: the CookieChoice). */
export const COOKIE_CHOICE_EVENT = 'agency:cookie-choice';
/** Dispatched on window to open the banner's settings again (the footer's "Cookie settings"). */
export const COOKIE_SETTINGS_EVENT = 'agency:cookie-settings';

function isChoice(value: unknown): value is CookieChoice & { version: number } {
  return (
    isRecord(value) &&
    value.version === COOKIE_CHOICE_VERSION &&
    typeof value.analytics === 'boolean' &&
    typeof value.marketing === 'boolean' &&
    typeof value.decidedAt === 'string'
  );
}

/** The remembered choice, or null when the visitor has not chosen (or chose for other purposes). */
export function loadCookieChoice(): CookieChoice | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!isChoice(stored)) return null;
    return { analytics: stored.analytics, marketing: stored.marketing, decidedAt: stored.decidedAt };
  } catch {
    return null;
  }
}

/** Remembers the choice (when storage allows) and tells who listens. */
export function saveCookieChoice(allowed: { analytics: boolean; marketing: boolean }): CookieChoice {
  const choice: CookieChoice = { ...allowed, decidedAt: new Date().toISOString() };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: COOKIE_CHOICE_VERSION, ...choice }));
  } catch {
    // No storage (private mode, full): the choice holds for this page only.
  }
  window.dispatchEvent(new CustomEvent<CookieChoice>(COOKIE_CHOICE_EVENT, { detail: choice }));
  return choice;
}

export const openCookieSettings = () => window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT));

type ConsentState = 'granted' | 'denied';

/** Google Consent Mode v2 states for a choice; no choice denies everything. */
export function consentModeState(choice: Pick<CookieChoice, 'analytics' | 'marketing'> | null) {
  const state = (allowed: boolean | undefined): ConsentState => (allowed ? 'granted' : 'denied');
  return {
    analytics_storage: state(choice?.analytics),
    ad_storage: state(choice?.marketing),
    ad_user_data: state(choice?.marketing),
    ad_personalization: state(choice?.marketing),
  };
}

/** Consent Mode defaults, all denied: set before the container may load. */
export function setConsentDefaults() {
  gtag('consent', 'default', { ...consentModeState(null), wait_for_update: 500 });
}

export function updateConsent(choice: CookieChoice) {
  gtag('consent', 'update', consentModeState(choice));
}

/** Whether a tag manager may load: the visitor allowed at least one purpose. */
export const allowsTagManager = (choice: CookieChoice | null) => Boolean(choice?.analytics || choice?.marketing);

/** What a stored request tells analytics: the service and the project type, nothing personal. */
export interface StoredLead {
  service: string | null;
  projectType: string | null;
}

/** Dispatched on window when the server stored a request (detail: the StoredLead). */
export const REQUEST_STORED_EVENT = 'agency:request-stored';

export function announceStoredLead(lead: StoredLead) {
  if (typeof window === 'undefined') return; // no page (a script or a test without one): nobody listens
  window.dispatchEvent(new CustomEvent<StoredLead>(REQUEST_STORED_EVENT, { detail: lead }));
}

const isStoredLead = (value: unknown): value is StoredLead =>
  isRecord(value) && 'service' in value && 'projectType' in value;

/**
 * A request stored (201): `generate_lead` with the service and project type, no personal data,
 * only when the visitor allowed analytics. The server answers spam with the same 201 (decision
 * 003), so the page cannot leave it out; spam comes from scripts that do not run the page.
 */
function reportLead(lead: StoredLead) {
  if (!loadCookieChoice()?.analytics) return;
  pushEvent('generate_lead', { service: lead.service, project_type: lead.projectType });
}

/** Reports every stored request from now on (mounted once, features/analytics); returns the stop. */
export function listenForLeads() {
  const onStored = (event: Event) => {
    if (event instanceof CustomEvent && isStoredLead(event.detail)) reportLead(event.detail);
  };
  const page = window;
  page.addEventListener(REQUEST_STORED_EVENT, onStored);
  return () => page.removeEventListener(REQUEST_STORED_EVENT, onStored);
}

/** Whether this site has a tag manager (and so a cookie banner): the root's public configuration. */
export function useTagManagerConfigured() {
  const root = useRouteLoaderData<{ publicConfig?: { tagManagerId: string | null } }>('root');
  return Boolean(root?.publicConfig?.tagManagerId);
}
