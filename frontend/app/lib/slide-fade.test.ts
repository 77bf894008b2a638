import { describe, expect, it } from 'vitest';
import { isSlideFadePath, transitionKind, wantsSlideFade } from './slide-fade';

describe('which view transition a navigation plays (docs/product.md "Navigation")', () => {
  it('knows the previous version of a service page, and only it', () => {
    expect(isSlideFadePath('/creative-services/web/old')).toBe(true);
    expect(isSlideFadePath('/creative-services/web/old/')).toBe(true);
    expect(isSlideFadePath('/creative-services/web')).toBe(false);
    expect(isSlideFadePath('/creative-services/old')).toBe(false);
    expect(isSlideFadePath('/creative-services/web/old/more')).toBe(false);
  });

  it('slide-fades into and out of it, cross-fades between all other pages', () => {
    expect(transitionKind('/creative-services/web/old', '/creative-services')).toBe('slide-fade');
    expect(transitionKind('/', '/creative-services/brand/old')).toBe('slide-fade');
    expect(transitionKind('/creative-services', '/creative-design-portfolio')).toBe('fade');
    expect(transitionKind('/creative-design-portfolio', '/creative-design-portfolio/meridian')).toBe('fade');
  });

  it('plays no slide-fade from a page to itself', () => {
    expect(wantsSlideFade('/creative-services/web/old', '/creative-services/web/old')).toBe(false);
  });
});
