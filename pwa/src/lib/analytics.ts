import { onConsentChange, readConsent } from './consent-store';

/**
 * The analytics events of spec §7, through one door. Nothing leaves the page, and no third-party
 * script loads, until the visitor has accepted cookies. Events go to `window.dataLayer` (the
 * convention tag managers read); the tag script itself loads only if the deployment names one in
 * `VITE_ANALYTICS_SRC`.
 */
export type AnalyticsEvent =
  | 'page_view'
  | 'form_submit'
  | 'profile_view'
  | 'contact_provider'
  | 'filter_use'
  | 'cta_click'
  | 'search'
  | 'social_share';

const CATEGORIES: Record<AnalyticsEvent, string> = {
  page_view: 'navigation',
  form_submit: 'engagement',
  profile_view: 'engagement',
  contact_provider: 'conversion',
  filter_use: 'navigation',
  cta_click: 'conversion',
  search: 'discovery',
  social_share: 'engagement',
};

interface DataLayerWindow {
  dataLayer?: Record<string, unknown>[];
}

let scriptLoaded = false;

function loadTagScript(): void {
  const src = import.meta.env.VITE_ANALYTICS_SRC as string | undefined;
  if (scriptLoaded || !src) return;
  scriptLoaded = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

const allowed = () => readConsent() === 'accepted';

onConsentChange((consent) => {
  if (consent === 'accepted') loadTagScript();
});

export function trackEvent(event: AnalyticsEvent, detail: { label?: string; value?: number } = {}): void {
  if (!allowed()) return;
  loadTagScript();
  const target = window as unknown as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ event, category: CATEGORIES[event], ...detail });
}

export const trackPageView = (path: string) => trackEvent('page_view', { label: path });
