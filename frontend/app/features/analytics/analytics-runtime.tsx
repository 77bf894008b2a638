import { useEffect } from 'react';
import { afterInteractive } from '~/lib/after-interactive';
import { loadTagManager, trackInstallAndLaunch } from './analytics';

/** Mounted once in root.tsx: install/launch events, and the tag manager once the page is interactive. */
export function AnalyticsRuntime({ tagManagerId }: { tagManagerId: string | null }) {
  useEffect(() => trackInstallAndLaunch(), []);
  useEffect(() => {
    if (tagManagerId) afterInteractive(() => loadTagManager(tagManagerId));
  }, [tagManagerId]);
  return null;
}
