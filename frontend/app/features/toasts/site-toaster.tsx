import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { installToastSwipeThreshold } from './swipe-threshold';
import { TOASTER_OPTIONS } from './toaster-options';

/** The root's toast area (spec §2: top centre), with the spec's settings. */
export function SiteToaster() {
  useEffect(() => installToastSwipeThreshold(), []);
  return <Toaster {...TOASTER_OPTIONS} position="top-center" />;
}
