/**
 * Local analytics (spec document 2, "Local analytics event"): events stay on the device in
 * localStorage, the last 100 only, and nothing is ever sent over the network.
 */
export const analyticsStorageKey = 'peptidia_analytics';
export const analyticsEventLimit = 100;

export interface AnalyticsEventData {
  page_view: { path: string; title: string; referrer: string };
  peptide_view: { peptideId: string; peptideName: string };
  vendor_view: { vendorSlug: string; vendorName: string };
  search: { query: string; results: number };
  click: { element: string };
  user_action: { action: string };
}

export type AnalyticsEventName = keyof AnalyticsEventData;

export interface AnalyticsEvent<Name extends AnalyticsEventName = AnalyticsEventName> {
  event: Name;
  data: AnalyticsEventData[Name] & { url: string; userAgent: string; timestamp: string };
  timestamp: string;
}

export function readAnalyticsEvents(): AnalyticsEvent[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(analyticsStorageKey) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

export function trackEvent<Name extends AnalyticsEventName>(
  event: Name,
  data: AnalyticsEventData[Name],
): void {
  if (typeof window === 'undefined') return;
  const timestamp = new Date().toISOString();
  const entry: AnalyticsEvent<Name> = {
    event,
    data: { ...data, url: window.location.href, userAgent: navigator.userAgent, timestamp },
    timestamp,
  };
  try {
    const events = [...readAnalyticsEvents(), entry].slice(-analyticsEventLimit);
    window.localStorage.setItem(analyticsStorageKey, JSON.stringify(events));
  } catch {
    // Storage full or blocked (private mode): analytics are optional, the page goes on.
  }
}

export const trackPageView = (path: string, title: string, referrer: string) =>
  trackEvent('page_view', { path, title, referrer });
export const trackPeptideView = (peptideId: string, peptideName: string) =>
  trackEvent('peptide_view', { peptideId, peptideName });
export const trackVendorView = (vendorSlug: string, vendorName: string) =>
  trackEvent('vendor_view', { vendorSlug, vendorName });
export const trackSearch = (query: string, results: number) =>
  trackEvent('search', { query, results });
export const trackClick = (element: string) => trackEvent('click', { element });
export const trackUserAction = (action: string) => trackEvent('user_action', { action });
