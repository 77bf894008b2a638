// Redirects managed in the CMS (README "For editors", docs/decisions/021-redirects.md): the
// rules the web server applies them by and the Directus hook checks them with, in one place.

/** What one redirect says; `status` is the active flag ('active' | 'disabled'). */
export interface RedirectRule {
  id?: string | number;
  status?: string | null;
  from_path: string;
  to: string;
  status_code?: number | null;
  note?: string | null;
}

export const REDIRECT_STATUSES = [301, 302] as const;

/**
 * A path of this site as redirects compare it: no query or fragment, no trailing slash but the
 * home page's. null when the value is not a path of this site.
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim().split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || /\s|\\/.test(path)) return null;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** Where a redirect leads: a path of this site, or a full http(s) address (kept as it is). */
export function redirectTarget(value: unknown): { path: string } | { url: string } | null {
  if (typeof value !== 'string') return null;
  const path = sitePath(value);
  if (path) return { path };
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? { url: url.href } : null;
  } catch {
    return null;
  }
}

export const isActive = (rule: RedirectRule) => (rule.status ?? 'active') === 'active';

/**
 * Why a redirect cannot be saved beside the others (the active ones are what count), or null.
 * Refused: addresses that are not site paths or http(s) URLs, the home page, a redirect to its
 * own address, loops and chains (a redirect must lead straight to a page).
 */
export function redirectProblem(rule: RedirectRule, others: readonly RedirectRule[]): string | null {
  const from = sitePath(rule.from_path);
  if (!from) return `"From" must be a path on this site that starts with /, e.g. /offers/spring.`;
  if (from === '/') return 'The home page cannot be redirected.';
  const target = redirectTarget(rule.to);
  if (!target)
    return `"To" must be a path on this site that starts with / or a full address that starts with https://.`;
  if (rule.status_code != null && !REDIRECT_STATUSES.some((status) => status === rule.status_code))
    return 'A redirect answers 301 (moved permanently) or 302 (found, temporary).';
  if (!isActive(rule)) return null;
  const to = 'path' in target ? target.path : null;
  if (to === from) return `A redirect cannot lead to its own address (${from}).`;
  const active = others.filter((other) => isActive(other) && other.id !== rule.id);
  const same = active.find((other) => sitePath(other.from_path) === from);
  if (same) return `${from} is already redirected to ${same.to}.`;
  const onward = to ? active.find((other) => sitePath(other.from_path) === to) : undefined;
  if (onward) {
    return sitePath(onward.to) === from
      ? `This redirect would make a loop: ${from} → ${to} → ${from}.`
      : `${to} is itself redirected to ${onward.to}: let this redirect lead there directly (no chains).`;
  }
  const inward = active.find((other) => {
    const otherTarget = redirectTarget(other.to);
    return otherTarget !== null && 'path' in otherTarget && otherTarget.path === from;
  });
  if (inward)
    return `${inward.from_path} already redirects to ${from}: a redirect from ${from} would make a chain. Change that redirect instead.`;
  return null;
}

/**
 * What to write when a published page moves from `from` to `to`: the old address redirects to
 * the new one (301), redirects that led to the old address lead to the new one (no chains), and a
 * redirect away from the new address stops (the page is there now).
 */
export function redirectsForMove(
  from: string,
  to: string,
  existing: readonly RedirectRule[],
): { disable: RedirectRule[]; retarget: RedirectRule[]; create: RedirectRule | null; reuse: RedirectRule | null } {
  const disable = existing.filter((rule) => isActive(rule) && sitePath(rule.from_path) === to);
  const retarget = existing.filter(
    (rule) => isActive(rule) && sitePath(rule.to) === from && sitePath(rule.from_path) !== to,
  );
  const reuse = existing.find((rule) => sitePath(rule.from_path) === from) ?? null;
  const create = reuse ? null : { from_path: from, to, status_code: 301, status: 'active' };
  return { disable, retarget, create, reuse };
}
