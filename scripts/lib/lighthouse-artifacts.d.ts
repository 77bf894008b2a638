// The artifact scripts/lib/lighthouse.mjs adds to Lighthouse's own: Chromium's installability
// errors, which Lighthouse 13 no longer gathers.
import type { Crdp } from 'lighthouse';

declare module 'lighthouse/types/artifacts.js' {
  interface GathererArtifacts {
    InstallabilityErrors: { errors: Crdp.Page.InstallabilityError[] };
  }
}
