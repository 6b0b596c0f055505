import {
  CERTIFICATION_LABELS,
  FIRM_SIZE_LABELS,
  PROVIDER_SERVICE_LABELS,
  TARGET_BUSINESS_SIZE_LABELS,
  formatPrice,
  type Credential,
  type Responsiveness,
} from '@ledgerlink/shared-schema';

/**
 * Labels for provider fields shared by the marketplace card, the profile and the hire summary.
 * Unknown tags (older data, CSV imports) fall back to the raw text instead of disappearing.
 */
const lookup = (labels: Record<string, string>, key: string) => labels[key] ?? key;

export const serviceLabel = (service: string) => lookup(PROVIDER_SERVICE_LABELS, service);
export const certificationLabel = (certification: string) => lookup(CERTIFICATION_LABELS, certification);
export const businessSizeLabel = (size: string) => lookup(TARGET_BUSINESS_SIZE_LABELS, size);
export const firmSizeLabel = (size: string) => lookup(FIRM_SIZE_LABELS, size);
export const capitalize = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text);

interface Priced {
  hourlyRate?: number | undefined;
  monthlyStartingPrice?: number | undefined;
}

/** "Starting at $85/hour", else "Starting at $1,200/month", else "Contact for pricing" (spec §2, §9). */
export function startingPriceLabel({ hourlyRate, monthlyStartingPrice }: Priced): string {
  if (hourlyRate !== undefined && hourlyRate !== null) return `Starting at ${formatPrice(hourlyRate)}/hour`;
  if (monthlyStartingPrice !== undefined && monthlyStartingPrice !== null) return `Starting at ${formatPrice(monthlyStartingPrice)}/month`;
  return formatPrice(undefined);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Verified Oct 2026" for a credential an admin verified (the month in UTC, written out rather than
 * through Intl, whose first formatter is a long task on the page's critical path), else "Self-reported".
 */
export function credentialStatusLabel({ verifiedAt }: Credential): string {
  if (!verifiedAt) return 'Self-reported';
  const date = new Date(verifiedAt);
  return `Verified ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A card's credentials: the verified ones by name, and how many more are only self-reported. */
export function cardCredentials(credentials: readonly Credential[]): { verified: Credential[]; selfReported: number } {
  const verified = credentials.filter((credential) => credential.verifiedAt);
  return { verified, selfReported: credentials.length - verified.length };
}

/** "(1 review)" / "(12 reviews)". */
export const reviewCountLabel = (count: number) => `(${count} ${count === 1 ? 'review' : 'reviews'})`;

/**
 * How a professional answers requests, in words: "Usually responds within 6 h · replies to 90% of
 * requests", or only the share before their first reply. Undefined while there is too little to go
 * on (the server states nothing below shared-schema's MIN_LEADS_FOR_RESPONSIVENESS).
 */
export function responsivenessLabel(responsiveness: Responsiveness | undefined): string | undefined {
  if (!responsiveness) return undefined;
  const share = `replies to ${responsiveness.responseRate}% of requests`;
  return responsiveness.typicalReplyHours === undefined ? capitalize(share) : `Usually responds within ${responsiveness.typicalReplyHours} h · ${share}`;
}

/** What cards, profiles and the dashboard say of a provider who paused new work (`isAvailable: false`). */
export const NOT_TAKING_CLIENTS = 'Not taking new clients';
