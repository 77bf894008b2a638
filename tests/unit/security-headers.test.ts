import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../frontend/security-headers.mjs';

describe('web server security headers', () => {
  const directives = (policy: string) =>
    new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

  it('lets scripts run only from the site or when the page names their hash, never any inline script', () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    const policy = directives(securityHeaders({ scriptHashes: hashes })['Content-Security-Policy']);
    expect(policy.get('script-src')).toEqual(["'self'", ...hashes]);
    expect(directives(securityHeaders({})['Content-Security-Policy']).get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it("lets only the admin's origin frame the site when it is known, and no one otherwise", () => {
    const admin = securityHeaders({ frameAncestor: 'https://cms.example.com' });
    expect(directives(admin['Content-Security-Policy']).get('frame-ancestors')).toEqual(['https://cms.example.com']);
    expect(admin).not.toHaveProperty('X-Frame-Options');
    expect(securityHeaders({})['X-Frame-Options']).toBe('DENY');
  });

  it('adds the tag manager origins only when a container is configured', () => {
    const without = securityHeaders({})['Content-Security-Policy'];
    const withTagManager = securityHeaders({ tagManager: true })['Content-Security-Policy'];
    expect(without).not.toContain('googletagmanager');
    expect(directives(withTagManager).get('script-src')).toContain('https://*.googletagmanager.com');
    expect(directives(withTagManager).get('connect-src')).toContain('https://*.google-analytics.com');
  });

  it('sends HSTS and upgrades insecure requests only over TLS', () => {
    expect(securityHeaders({})).not.toHaveProperty('Strict-Transport-Security');
    const secure = securityHeaders({ secure: true });
    expect(secure['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    expect(secure['X-Content-Type-Options']).toBe('nosniff');
    expect(secure['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets no other origin load the site’s resources', () => {
    expect(securityHeaders({})['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });
});
