/**
 * A provider's review status as the admin dashboard derives it (spec §4, provider approval):
 * Approved = isApproved; Pending = not approved and active; Rejected = not approved and inactive.
 */
export const PROVIDER_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProviderReviewStatus = (typeof PROVIDER_REVIEW_STATUSES)[number];

export function providerReviewStatus(provider: { isApproved: boolean; isActive: boolean }): ProviderReviewStatus {
  if (provider.isApproved) return 'approved';
  return provider.isActive ? 'pending' : 'rejected';
}

/** The stored flags each status filter selects (the same rule as `providerReviewStatus`). */
export const PROVIDER_REVIEW_FILTERS: Record<ProviderReviewStatus, { isApproved: boolean; isActive?: boolean }> = {
  approved: { isApproved: true },
  pending: { isApproved: false, isActive: true },
  rejected: { isApproved: false, isActive: false },
};
