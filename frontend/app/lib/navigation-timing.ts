/**
 * This document's navigation entry (how it was loaded, when its load event ended); undefined
 * where the browser keeps none (or has no such entries at all, as outside a browser).
 */
export function navigationTiming(): PerformanceNavigationTiming | undefined {
  if (typeof PerformanceNavigationTiming === 'undefined') return undefined;
  const [entry] = performance.getEntriesByType('navigation');
  return entry instanceof PerformanceNavigationTiming ? entry : undefined;
}
