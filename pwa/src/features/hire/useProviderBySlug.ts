import { bookkeeperProfileResponseSchema, profileUrl, type BookkeeperProfileResponse } from '@ledgerlink/shared-schema';
import { mapCacheRead, pickCatalogueSource, useCachedProvider } from '../../offline/catalogue';
import { useApiRead } from '../../ui/use-api-read';

export type ProviderLookup =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'found'; bookkeeper: BookkeeperProfileResponse['bookkeeper']; reviews: BookkeeperProfileResponse['reviews'] };

/**
 * The provider behind a hire page: from the offline catalogue when it holds them (so hiring can be
 * queued offline), else the server's answer; reviews (shown as a count) only come with the latter.
 * Nothing found anywhere shows the not-found view (spec §8).
 */
export function useProviderBySlug(slug: string): ProviderLookup {
  const network = useApiRead(profileUrl({ slug }), bookkeeperProfileResponseSchema);
  const reviews = network.status === 'ok' ? network.value.reviews : [];
  const cached = mapCacheRead(useCachedProvider({ slug }), (bookkeeper): BookkeeperProfileResponse => ({ bookkeeper, reviews }));
  const source = pickCatalogueSource(network, cached, { waitForNetwork: true, updatedAt: (profile) => profile.bookkeeper.updatedAt });
  if (source.status === 'ready') return { status: 'found', ...source.value };
  return source.status === 'failed' ? { status: 'not-found' } : { status: 'loading' };
}
