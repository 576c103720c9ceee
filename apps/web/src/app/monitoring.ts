/**
 * Spec §9 monitoring, started once by the shell: browser errors are reported (lib/error-reporting)
 * and, at idle time after the first page shows, the analytics script loads if one is configured.
 */
import { useEffect } from 'react';
import { loadAnalytics } from '../lib/analytics.ts';
import { installErrorReporting } from '../lib/error-reporting.ts';

export const ANALYTICS_DELAY_MS = 2000;

export function useMonitoring(): void {
  useEffect(() => installErrorReporting(), []);
  useEffect(() => {
    const timer = window.setTimeout(() => void loadAnalytics(), ANALYTICS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
