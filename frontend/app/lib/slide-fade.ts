// Which navigations play the slide-fade view transition (layout/slide-fade-transitions.tsx has the whole
// story): into or out of /creative-services/{url}/old.
const SLIDE_FADE_PATH = /^\/creative-services\/[^/]+\/old\/?$/;

export const isSlideFadePath = (pathname: string) => SLIDE_FADE_PATH.test(pathname);

/** True when a navigation from `from` to `to` (paths) goes into or out of a slide-fade page. */
export const wantsSlideFade = (from: string, to: string) =>
  from !== to && (isSlideFadePath(from) || isSlideFadePath(to));
