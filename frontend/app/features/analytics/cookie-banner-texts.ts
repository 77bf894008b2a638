import type { CookieBannerTexts } from './cookie-banner';

/** The banner's heading and text when Site Settings leave them empty. */
export const DEFAULT_COOKIE_BANNER_TEXTS: CookieBannerTexts = {
  heading: 'Cookies, only with your say-so',
  text:
    'We would like to use cookies to see how the site is used and to measure our campaigns. They stay off unless ' +
    'you allow them. What the site needs to work, such as your saved form draft, stays on either way. You can ' +
    'change your choice at any time with “Cookie settings” at the foot of every page.',
};

/** The texts Site Settings give, each falling back to the default when empty. */
export function cookieBannerTexts(settings: {
  cookie_banner_heading?: string | null;
  cookie_banner_text?: string | null;
}) {
  return {
    heading: settings.cookie_banner_heading?.trim() || DEFAULT_COOKIE_BANNER_TEXTS.heading,
    text: settings.cookie_banner_text?.trim() || DEFAULT_COOKIE_BANNER_TEXTS.text,
  };
}
