import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { installToastSwipeThreshold } from './swipe-threshold';
import { TOASTER_OPTIONS } from './toaster-options';

/** The root's toast area (top centre), with the settings of docs/product.md "Constants". */
export function SiteToaster() {
  useEffect(() => installToastSwipeThreshold(), []);
  return <Toaster {...TOASTER_OPTIONS} position="top-center" />;
}
