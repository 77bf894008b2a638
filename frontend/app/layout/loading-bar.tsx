// A thin progress bar while a navigation loads (docs/product.md "Constants": throttle 200 ms, duration 2000 ms):
// nothing shows for navigations faster than the throttle. The bar sits in a polite status region, so a
// screen reader hears that a page is loading and the bar is never content outside the page's landmarks.
import { useEffect, useState, type CSSProperties } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '~/lib/messages';

export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 2000;

type Phase = 'idle' | 'loading' | 'done';

/** The duration as the stylesheet reads it: a custom property, which React's style type does not list. */
const BAR_STYLE: CSSProperties & { '--loading-duration': string } = {
  '--loading-duration': `${LOADING_BAR_DURATION_MS}ms`,
};

export function LoadingBar() {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const timer = window.setTimeout(() => setPhase('loading'), LOADING_BAR_THROTTLE_MS);
      // The navigation ended: a bar that showed completes; one that never showed stays hidden.
      return () => {
        window.clearTimeout(timer);
        setPhase((current) => (current === 'loading' ? 'done' : 'idle'));
      };
    }
    const timer = window.setTimeout(() => setPhase('idle'), 400);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return (
    <div role="status">
      <div
        className={`loading-bar loading-bar--${phase}`}
        style={BAR_STYLE}
        role="progressbar"
        aria-hidden={phase === 'idle'}
        aria-label={t('Loading page')}
      />
    </div>
  );
}
