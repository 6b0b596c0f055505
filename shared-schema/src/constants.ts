/** Business constants and limits of spec §9. */

export const SITE_NAME = 'LedgerLink';
export const SUPPORT_EMAIL = 'support@ledgerlink.app';

export const MARKETPLACE_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 50;
export const PAGINATION_MAX_PAGE_NUMBERS = 5;
export const SKELETON_CARD_COUNT = 12;

/** Ratings are stored 0-50 and shown as value/10 with one decimal; review stars are rating/2 of 5. */
export const RATING_SCALE = 10;
export const MAX_PROFILE_REVIEWS = 3;
export const META_DESCRIPTION_BIO_LENGTH = 120;
export const SUMMARY_CARD_SERVICE_CHIPS = 4;
export const MARKETPLACE_CARD_SERVICE_CHIPS = 2;

/** What a registering provider is promised: an approval or a reason within this many business days. */
export const PROVIDER_REVIEW_BUSINESS_DAYS = 3;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

export const HEADLINE_WORDS = ['bookkeeping', 'accounting', 'tax filing', 'payroll'] as const;
export const HEADLINE_ROTATION_MS = 3000;
export const HEADLINE_FADE_MS = 300;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const SHARE_POPUP = { width: 600, height: 400 } as const;
export const CONTACT_UNLOCK_DELAY_MS = 1000;

export const SYSTEM_MONITOR_REFRESH_MS = 30_000;
export const REQUEST_LOG_LIMIT = 20;
export const UPLOAD_POLL_MS = 2000;

export const PROGRESS_ANIMATION_MS = 500;
export const MAX_MATCHED_PROVIDERS = 3;
export const QUESTIONNAIRE_SOCIAL_PROOF_COUNT = 635;

export const DASHBOARD_AVG_BUDGET_WITH_LEADS = '$2,400';
export const DASHBOARD_AVG_BUDGET_EMPTY = '$0';

export const LEGAL_LAST_UPDATED = 'August 19, 2025';

export const PRICING_TIERS = [
  { name: 'Entry Level', rate: '$25-45/hour', experience: '1-3 years', focus: 'Basic bookkeeping' },
  { name: 'Experienced', rate: '$45-75/hour', experience: '3-8 years', focus: 'Specialized services' },
  { name: 'Expert', rate: '$75+/hour', experience: '8+ years', focus: 'CPA, complex businesses' },
] as const;

export const COOKIE_CONSENT_VALUES = ['accepted', 'declined'] as const;
export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];
