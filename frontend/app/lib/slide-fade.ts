// Which navigations play the slide-fade view transition (layout/slide-fade-transitions.tsx has the whole
// story): into or out of /creative-services/{url}/old.
const SLIDE_FADE_PATH = /^\/creative-services\/[^/]+\/old\/?$/;

export const isSlideFadePath = (pathname: string) => SLIDE_FADE_PATH.test(pathname);

/** True when a navigation from `from` to `to` (paths) goes into or out of a slide-fade page. */
export const wantsSlideFade = (from: string, to: string) =>
  from !== to && (isSlideFadePath(from) || isSlideFadePath(to));

/**
 * Which view transition a navigation within the site plays: the slide-fade into or out of a
 * previous service page, a cross-fade between all others (styles/app.css reads it from
 * `<html data-transition>`; layout/slide-fade-transitions.tsx has the whole story).
 */
export const transitionKind = (from: string, to: string) => (wantsSlideFade(from, to) ? 'slide-fade' : 'fade');

/** Marks the navigation about to start, from `from` to `to`, for the view transition's styles. */
export function markTransition(from: string, to: string) {
  document.documentElement.dataset.transition = transitionKind(from, to);
}
