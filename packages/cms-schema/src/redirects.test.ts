import { describe, expect, it } from 'vitest';
import { type RedirectRule, redirectProblem, redirectTarget, redirectsForMove, sitePath } from './redirects';

const rule = (id: number, from_path: string, to: string, status = 'active'): RedirectRule => ({
  id,
  from_path,
  to,
  status,
  status_code: 301,
});

describe('the addresses redirects compare', () => {
  it('are site paths without query, fragment or trailing slash; anything else is not a site path', () => {
    expect(sitePath('/offers/spring/')).toBe('/offers/spring');
    expect(sitePath(' /offers?utm=x#top ')).toBe('/offers');
    expect(sitePath('/')).toBe('/');
    expect(sitePath('//evil.example/x')).toBeNull();
    expect(sitePath('offers')).toBeNull();
    expect(sitePath('/with space')).toBeNull();
    expect(sitePath(42)).toBeNull();
  });

  it('lead to a site path or a full http(s) address, nothing else', () => {
    expect(redirectTarget('/creative-services/web/')).toEqual({ path: '/creative-services/web' });
    expect(redirectTarget('https://example.com/a?b=1')).toEqual({ url: 'https://example.com/a?b=1' });
    expect(redirectTarget('javascript:alert(1)')).toBeNull();
    expect(redirectTarget('ftp://example.com')).toBeNull();
  });
});

describe('a redirect is refused with a message editors can act on', () => {
  const others = [rule(1, '/old', '/new'), rule(2, '/gone', 'https://example.com/'), rule(9, '/off', '/x', 'disabled')];

  it('when its addresses are not addresses', () => {
    expect(redirectProblem(rule(5, 'old-offer', '/new'), others)).toMatch(/"From" must be a path on this site/);
    expect(redirectProblem(rule(5, '/a', 'mailto:x@example.com'), others)).toMatch(/"To" must be a path/);
    expect(redirectProblem({ ...rule(5, '/a', '/b'), status_code: 307 }, others)).toMatch(/301 .* or 302/);
  });

  it('when it would leave the home page or lead to its own address', () => {
    expect(redirectProblem(rule(5, '/', '/new'), others)).toBe('The home page cannot be redirected.');
    expect(redirectProblem(rule(5, '/same/', '/same'), others)).toBe(
      'A redirect cannot lead to its own address (/same).',
    );
  });

  it('when it makes a loop or a chain with an active redirect', () => {
    expect(redirectProblem(rule(5, '/new', '/old'), others)).toBe(
      'This redirect would make a loop: /new → /old → /new.',
    );
    expect(redirectProblem(rule(5, '/start', '/old'), others)).toMatch(/^\/old is itself redirected to \/new/);
    expect(redirectProblem(rule(5, '/new', '/elsewhere'), others)).toMatch(/^\/old already redirects to \/new/);
    expect(redirectProblem(rule(5, '/old/', '/other'), others)).toBe('/old is already redirected to /new.');
  });

  it('but not for what disabled redirects say, nor against itself when it is edited', () => {
    expect(redirectProblem(rule(5, '/start', '/off'), others)).toBeNull();
    expect(redirectProblem(rule(1, '/old', '/newer'), others)).toBeNull();
    expect(redirectProblem(rule(5, '/new', '/old', 'disabled'), others)).toBeNull();
    expect(redirectProblem(rule(5, '/campaign', 'https://example.com/'), others)).toBeNull();
  });
});

describe('when a published page moves', () => {
  it('its old address redirects to the new one and earlier redirects follow it, with no chain left', () => {
    const existing = [rule(1, '/older', '/creative-services/web'), rule(2, '/creative-services/site', '/x')];
    const plan = redirectsForMove('/creative-services/web', '/creative-services/site', existing);
    expect(plan.create).toMatchObject({
      from_path: '/creative-services/web',
      to: '/creative-services/site',
      status_code: 301,
    });
    expect(plan.retarget.map((r) => r.id)).toEqual([1]);
    // The new address serves the page now: a redirect away from it stops.
    expect(plan.disable.map((r) => r.id)).toEqual([2]);
    expect(plan.reuse).toBeNull();
  });

  it('moving back reuses the redirect of the old address instead of adding a second one', () => {
    const existing = [rule(1, '/a', '/b')];
    const plan = redirectsForMove('/b', '/a', existing);
    expect(plan.disable.map((r) => r.id)).toEqual([1]);
    expect(plan.retarget).toEqual([]);
    expect(plan.create).toMatchObject({ from_path: '/b', to: '/a' });
  });
});
