// Records where the visit came from once the page is idle (root-idle.tsx; lib/attribution.ts,
// docs/decisions/037-lead-attribution.md): the tab's visit, and the first visit while the visitor
// allows analytics, kept or removed again whenever they make or change their cookie choice.
import { useEffect } from 'react';
import { isRecord } from '@agency/contract/guards';
import { currentVisit, recordFirstVisit, recordVisit } from '~/lib/attribution';
import { COOKIE_CHOICE_EVENT, loadCookieChoice } from '~/lib/cookie-consent';

export function VisitRecorder() {
  useEffect(() => {
    recordFirstVisit(recordVisit(), loadCookieChoice()?.analytics === true);
    const onChoice = (event: Event) => {
      if (event instanceof CustomEvent && isRecord(event.detail))
        recordFirstVisit(currentVisit(), event.detail.analytics === true);
    };
    window.addEventListener(COOKIE_CHOICE_EVENT, onChoice);
    return () => window.removeEventListener(COOKIE_CHOICE_EVENT, onChoice);
  }, []);
  return null;
}
