// Response headers that harden every answer of the web server (README "Security headers").
// Scripts run only from this origin or when their hash is listed: the renderer names each inline
// script of a page by its SHA-256 (app/lib/inline-scripts.server.ts), so the policy never needs
// 'unsafe-inline' for scripts and stays valid when one cached page is served to many visitors.
// Styles keep 'unsafe-inline': the drawer and the toasts set inline styles at runtime.

/** Origins the tag manager container and the analytics it loads talk to (Google's published list). */
const TAG_MANAGER_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
};

/** Features the site never uses; a compromised script cannot ask for them either. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/**
 * The Content-Security-Policy for one response. `scriptHashes` are the `'sha256-…'` sources of
 * the page's inline scripts (none for anything but pages); `tagManager` adds the container's
 * origins when a container is configured (GTM_ID); `secure` upgrades stray http: sub-resources
 * on HTTPS; `frameAncestor` is the one origin that may show the site in a frame (the admin's
 * Live Preview and Visual Editor, DIRECTUS_PUBLIC_URL); without it no one may.
 * @param {{ scriptHashes?: string[], tagManager?: boolean, secure?: boolean, frameAncestor?: string }} options
 */
export function contentSecurityPolicy({ scriptHashes = [], tagManager = false, secure = false, frameAncestor }) {
  const extra = (kind) => (tagManager ? TAG_MANAGER_SOURCES[kind] : []);
  const directives = [
    ["default-src 'self'"],
    ["script-src 'self'", ...scriptHashes, ...extra('script')],
    ["style-src 'self' 'unsafe-inline'"],
    ["img-src 'self' data: blob:", ...extra('img')],
    ["font-src 'self'"],
    ["connect-src 'self'", ...extra('connect')],
    ["manifest-src 'self'"],
    ["worker-src 'self' blob:"],
    ["frame-src 'none'"],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    [frameAncestor ? `frame-ancestors ${frameAncestor}` : "frame-ancestors 'none'"],
    ...(secure ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Every security header for one response, as a plain object. X-Frame-Options (DENY) only when
 * no origin may frame the site: browsers that know frame-ancestors follow it instead.
 * @param {{ scriptHashes?: string[], tagManager?: boolean, secure?: boolean, frameAncestor?: string }} options
 */
export function securityHeaders({ scriptHashes = [], tagManager = false, secure = false, frameAncestor }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ scriptHashes, tagManager, secure, frameAncestor }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(frameAncestor ? {} : { 'X-Frame-Options': 'DENY' }),
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Other sites' pages cannot load anything of this one as a sub-resource (no cross-origin reads).
    'Cross-Origin-Resource-Policy': 'same-origin',
    // Browsers ignore HSTS over plain HTTP; sending it only over TLS keeps local http:// usable.
    ...(secure ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
