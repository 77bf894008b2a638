import { describe, expect, it } from 'vitest';
import { createNonce, securityHeaders } from '../../frontend/security-headers.mjs';

describe('web server security headers', () => {
  const directives = (policy: string) =>
    new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

  it('lets scripts run only from the site or with the nonce, never inline without it', () => {
    const nonce = createNonce();
    const policy = directives(securityHeaders({ nonce })['Content-Security-Policy']);
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(createNonce()).not.toBe(nonce);
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('adds the tag manager origins only when a container is configured', () => {
    const without = securityHeaders({ nonce: 'n' })['Content-Security-Policy'];
    const withTagManager = securityHeaders({ nonce: 'n', tagManager: true })['Content-Security-Policy'];
    expect(without).not.toContain('googletagmanager');
    expect(directives(withTagManager).get('script-src')).toContain('https://*.googletagmanager.com');
    expect(directives(withTagManager).get('connect-src')).toContain('https://*.google-analytics.com');
  });

  it('sends HSTS and upgrades insecure requests only over TLS', () => {
    expect(securityHeaders({ nonce: 'n' })).not.toHaveProperty('Strict-Transport-Security');
    const secure = securityHeaders({ nonce: 'n', secure: true });
    expect(secure['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    expect(secure['X-Content-Type-Options']).toBe('nosniff');
    expect(secure['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});
