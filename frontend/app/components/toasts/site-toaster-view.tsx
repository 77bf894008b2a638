import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { installToastSwipeThreshold } from './swipe-threshold';
import { TOASTER_OPTIONS } from './toaster-options';

/** The toast area (top centre), with the settings of docs/product.md "Constants": loaded by site-toaster.tsx. */
export default function SiteToasterView() {
  useEffect(() => installToastSwipeThreshold(), []);
  return <Toaster {...TOASTER_OPTIONS} position="top-center" />;
}
