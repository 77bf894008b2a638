// The root's duties that no first interaction needs, loaded and started once the page is idle
// (root.tsx, layout/when-idle.tsx; docs/decisions/027-javascript-on-load.md): the scroll reveals
// (until then every card simply shows), the service worker and new-deployment detection, the
// chunk-failure reload guard and the route-manifest timing (features/pwa/app-runtime.tsx), and the
// admin's Visual Editor, the hint of a language the browser prefers (layout/language-hint.tsx), and
// where the visit came from (features/analytics/visit-recorder.tsx), and the header search box's
// shortcut and results as you type (features/search/search-box-runtime.tsx). A preview of a draft registers no service worker.
import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import { VisitRecorder } from '~/features/analytics/visit-recorder';
import { PageAnimations } from '~/features/animations/page-animations';
import { AppRuntime } from '~/features/pwa/app-runtime';
import { SearchBoxRuntime } from '~/features/search/search-box-runtime';
import { VisualEditing } from '~/features/visual-editing/visual-editing';
import { LanguageHint } from '~/layout/language-hint';
import type { RootData } from '~/root';

export default function IdleRuntime({ directusUrl }: { directusUrl: string | null }) {
  const preview = useRouteLoaderData<RootData>('root')?.preview === true;
  // Marks the document once these have started (a parent's effect runs after its children's):
  // what waits for them, the end-to-end tests among it, waits for this mark, not for a time.
  useEffect(() => {
    document.documentElement.dataset.idleRuntime = 'started';
  }, []);
  return (
    <>
      <PageAnimations />
      <AppRuntime preview={preview} />
      <VisualEditing directusUrl={directusUrl} />
      <LanguageHint />
      <VisitRecorder />
      <SearchBoxRuntime />
    </>
  );
}
