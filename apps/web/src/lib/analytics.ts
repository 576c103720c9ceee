/**
 * The analytics script (spec §9): loaded when the public configuration names one, once, after the
 * page is usable. The script gets the configured key in its data-key attribute; the server's CSP
 * allows that script's origin and no other. The operator chooses a measurement tool that needs no
 * consent (CNIL exemption) or that asks for it itself.
 */
import { loadPublicConfig } from './public-config.ts';

export const ANALYTICS_SCRIPT_ID = 'analytics-script';

/** Adds the script to the page if configured; true when it is there. */
export async function loadAnalytics(): Promise<boolean> {
  if (document.getElementById(ANALYTICS_SCRIPT_ID)) return true;
  let analytics;
  try {
    analytics = (await loadPublicConfig()).analytics;
  } catch {
    return false; // no configuration, no analytics: the page works the same
  }
  if (!analytics || document.getElementById(ANALYTICS_SCRIPT_ID)) return Boolean(analytics);
  const script = document.createElement('script');
  script.id = ANALYTICS_SCRIPT_ID;
  script.src = analytics.scriptUrl;
  script.defer = true;
  script.dataset.key = analytics.key;
  document.head.append(script);
  return true;
}
