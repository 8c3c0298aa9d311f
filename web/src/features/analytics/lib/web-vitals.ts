import type { Metric } from 'web-vitals';
import { moduleFromPath } from './module-from-path.ts';
import { trackEvent } from '../../../lib/analytics/analytics-client.ts';

function report(metric: Metric): void {
  const path = window.location.pathname;
  trackEvent({
    type: 'web_vital',
    name: metric.name,
    value: metric.value,
    path,
    module: moduleFromPath(path),
    props: { rating: metric.rating, navigationType: metric.navigationType },
  });
}

/**
 * CLS, INP, FCP, LCP and TTFB (spec §4 names FID, which INP has replaced). The library is loaded after
 * the first render so it stays out of the initial bundle; its observers are buffered, so nothing that
 * happened before is missed.
 */
export function startWebVitals(): void {
  void import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      onCLS(report);
      onFCP(report);
      onINP(report);
      onLCP(report);
      onTTFB(report);
    })
    .catch(() => {
      // Measuring is optional: a chunk that fails to load must not disturb the app.
    });
}
