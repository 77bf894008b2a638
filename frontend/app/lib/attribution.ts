// Where a request came from (README "The request form", docs/decisions/037-lead-attribution.md):
// - the visit: the landing page (path and query), the referring site (only another site's), the
//   UTM tags and ad click ids of the tab's first page view, kept in sessionStorage (no cookie) for
//   the tab's session; a page load whose address carries a campaign's or an ad's parameters
//   starts a new visit (a second campaign in the same tab);
// - the first visit: the visit as it was when the visitor allowed analytics (their first one
//   we may remember), in localStorage only while they allow it; removed when they withdraw.
// Recorded once the page is idle (features/analytics/visit-recorder.tsx); read when the form opens
// (the visit) and when it is sent (the first visit). Values are cleaned as the rule set wants them.
import {
  CLICK_ID_PARAMETERS,
  FIRST_TOUCH_PREFIX,
  UTM_PARAMETERS,
  VISIT_FIELDS,
} from '@agency/request-rules/attribution';
import { cleanContextValue } from '@agency/request-rules/text-rules';
import { isRecord } from '@agency/contract/guards';

/** A visit's fields by name (attribution.ts of the rule set), '' where it has none. */
export type Visit = Record<string, string>;

export const VISIT_STORAGE_KEY = 'agency.visit.v1';
export const FIRST_VISIT_STORAGE_KEY = 'agency.first-visit.v1';

const CAMPAIGN_PARAMETERS: readonly string[] = [...UTM_PARAMETERS, ...CLICK_ID_PARAMETERS];

/** The host of an http(s) address that is not this page's host; '' otherwise. */
function externalHost(referrer: string, page: URL): string {
  try {
    const from = new URL(referrer);
    const web = from.protocol === 'http:' || from.protocol === 'https:';
    return web && from.hostname !== page.hostname ? from.hostname : '';
  } catch {
    return '';
  }
}

/** The visit a page load at `address`, arrived at from `referrer`, starts. */
export function visitOf(address: string, referrer: string): Visit {
  const page = new URL(address);
  const found: Visit = {
    landing_page: `${page.pathname}${page.search}`,
    referrer_host: externalHost(referrer, page),
    ...Object.fromEntries(CAMPAIGN_PARAMETERS.map((name) => [name, page.searchParams.get(name) ?? ''])),
  };
  return Object.fromEntries(
    Object.keys(VISIT_FIELDS).map((name) => [name, cleanContextValue(name, found[name] ?? '', VISIT_FIELDS[name]!)]),
  );
}

/** A stored visit: every field of a visit as text, or nothing. */
function storedVisit(storage: () => Storage, key: string): Visit | null {
  try {
    const stored: unknown = JSON.parse(storage().getItem(key) ?? 'null');
    if (!isRecord(stored)) return null;
    const visit: Visit = {};
    for (const name of Object.keys(VISIT_FIELDS)) {
      const value = stored[name];
      if (typeof value !== 'string') return null;
      visit[name] = value;
    }
    return visit;
  } catch {
    return null;
  }
}

function store(storage: () => Storage, key: string, visit: Visit | null) {
  try {
    if (visit) storage().setItem(key, JSON.stringify(visit));
    else storage().removeItem(key);
  } catch {
    // No storage (private mode, full, a sandbox): the visit holds for this page only.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

/**
 * This document's own address, from its navigation entry (a later page reached within the site
 * keeps it; the location where the browser keeps no entry), and its referrer.
 */
function thisPageLoad(): Visit {
  const [loaded] = typeof performance === 'undefined' ? [] : performance.getEntriesByType('navigation');
  return visitOf(loaded?.name || window.location.href, document.referrer);
}

/** The tab's visit: the one recorded, or (not recorded yet) the one this page load starts. */
export function currentVisit(): Visit {
  if (typeof window === 'undefined') return {};
  return storedVisit(session, VISIT_STORAGE_KEY) ?? thisPageLoad();
}

/** Records this page load's visit: the tab's first page view, or one a campaign's link opened. */
export function recordVisit(): Visit {
  const loaded = thisPageLoad();
  const stored = storedVisit(session, VISIT_STORAGE_KEY);
  if (stored && !CAMPAIGN_PARAMETERS.some((name) => loaded[name])) return stored;
  store(session, VISIT_STORAGE_KEY, loaded);
  return loaded;
}

/** Keeps the first visit while the visitor allows analytics (the first one kept stays); removes it otherwise. */
export function recordFirstVisit(visit: Visit, analyticsAllowed: boolean) {
  if (!analyticsAllowed) store(local, FIRST_VISIT_STORAGE_KEY, null);
  else if (!storedVisit(local, FIRST_VISIT_STORAGE_KEY)) store(local, FIRST_VISIT_STORAGE_KEY, visit);
}

/** The first visit as request fields (`first_…`), only while the visitor allows analytics. */
export function firstVisitFields(analyticsAllowed: boolean): Visit {
  if (!analyticsAllowed || typeof window === 'undefined') return {};
  const visit = storedVisit(local, FIRST_VISIT_STORAGE_KEY);
  if (!visit) return {};
  return Object.fromEntries(Object.entries(visit).map(([name, value]) => [`${FIRST_TOUCH_PREFIX}${name}`, value]));
}
