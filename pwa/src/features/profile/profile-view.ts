import {
  formatPrice,
  MAX_PROFILE_REVIEWS,
  type PublicBookkeeper,
  type Review,
} from '@ledgerlink/shared-schema';
import { businessSizeLabel, capitalize, firmSizeLabel } from '../../ui/provider-display';

/** Pure rules of the profile screen: detail rows, review stars, structured data (the address to read: shared-schema's profileUrl). */

/** A review's rating is "1".."5": that many of five stars (anything else clamps into 0..5). */
export function reviewStarCount(rating: string): number {
  const value = Number(rating);
  return Number.isFinite(value) ? Math.max(0, Math.min(5, Math.round(value))) : 0;
}

export const profileReviews = (reviews: readonly Review[]) => reviews.slice(0, MAX_PROFILE_REVIEWS);

export interface DetailRow {
  label: string;
  value: string;
}

/** The "Professional details" list; rows without a value are left out. Certifications are the Credentials card. */
export function professionalDetails(provider: PublicBookkeeper): DetailRow[] {
  const rows: Array<[string, string | undefined]> = [
    ['Years of experience', provider.yearsOfExperience !== undefined ? `${provider.yearsOfExperience} years` : undefined],
    ['Service area', capitalize(provider.serviceArea)],
    ['Business sizes served', provider.businessSize.map(businessSizeLabel).join(', ') || undefined],
  ];
  if (provider.providerType === 'firm') {
    rows.push(
      ['Firm size', provider.firmSize ? firmSizeLabel(provider.firmSize) : undefined],
      ['Founded', provider.foundedYear !== undefined ? String(provider.foundedYear) : undefined],
      ['Team members', provider.teamMembers !== undefined ? String(provider.teamMembers) : undefined],
    );
  }
  rows.push(
    ['Hourly rate', provider.hourlyRate !== undefined ? `${formatPrice(provider.hourlyRate)}/hour` : undefined],
    ['Monthly packages', provider.monthlyStartingPrice !== undefined ? `From ${formatPrice(provider.monthlyStartingPrice)}/month` : undefined],
  );
  return rows.filter((row): row is [string, string] => Boolean(row[1])).map(([label, value]) => ({ label, value }));
}

/** The profile's structured data: one definition, shared with the server's page head. */
export { providerJsonLd } from '@ledgerlink/shared-schema';
