import { useEffect } from 'react';
import { recordPropertyView } from '@/api/properties/record-property-view';

/**
 * Reports once per page that the listing was seen (the static page cannot count its renders).
 * Sent when the browser is idle, after the page has become interactive; a failure is ignored.
 */
export function useReportView(propertyId: number | undefined): void {
  useEffect(() => {
    if (propertyId === undefined) return undefined;
    const report = () => void recordPropertyView(propertyId).catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(report, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(report, 1000);
    return () => window.clearTimeout(timer);
  }, [propertyId]);
}
