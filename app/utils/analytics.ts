/**
 * Local analytics (spec document 2, "Local analytics event"): events stay on the device in
 * localStorage, the last 100 only, and nothing is ever sent over the network.
 */
import { declareEvent, readDeclaredEvent, recordPageView, storeAnalyticsEvent } from './page-start';

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
  storeAnalyticsEvent(analyticsStorageKey, analyticsEventLimit, event, { ...data });
}

/**
 * The page view of a client-side navigation, with the events the new page declares
 * (`data-analytics-view`). A document's first page view is recorded by its inline module
 * (page-start.ts), before and without the app.
 */
export const trackPageView = (referrer: string) =>
  recordPageView(
    (event, data) => trackEvent(event as AnalyticsEventName, data as never),
    readDeclaredEvent,
    referrer,
  );

/** The attribute that records a peptide view when its element is clicked, app or not. */
export const peptideViewOnClick = (peptideId: string, peptideName: string) => ({
  'data-analytics-click': declareEvent('peptide_view', { peptideId, peptideName }),
});

/** The attribute that records `event` whenever the page that shows it is viewed. */
export const onPageView = <Name extends AnalyticsEventName>(
  event: Name,
  data: AnalyticsEventData[Name],
) => ({ 'data-analytics-view': declareEvent(event, { ...data }) });

export const trackSearch = (query: string, results: number) =>
  trackEvent('search', { query, results });
export const trackClick = (element: string) => trackEvent('click', { element });
export const trackUserAction = (action: string) => trackEvent('user_action', { action });
