import { useEffect } from 'react';
import { bookkeeperProfileResponseSchema, profileUrl, type BookkeeperProfileResponse, type ProfileKey } from '@ledgerlink/shared-schema';
import { isApiError } from '../../api/client';
import { holdsPartOfCatalogue, loadLiveCatalogue, mapCacheRead, pickCatalogueSource, useCachedProvider } from '../../offline/catalogue';
import { useApiRead } from '../../ui/use-api-read';

export type ProfileState =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'not-found'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error }
  | { status: 'ready'; data: BookkeeperProfileResponse; error?: undefined };

/**
 * A provider's public profile and reviews by username or slug: the profile feature's only door to
 * provider data. The profile comes from the offline catalogue when it holds it (live, and offline
 * too), else from the server; reviews travel only with the server's answer, so the page waits for
 * that read to settle and shows the cached profile without reviews when it fails. A 404 is "not
 * found" (the server's word on who is public wins over a catalogue not yet synced); any other
 * failure with nothing cached is an error the page can retry. On a device that holds only part of
 * the catalogue, a profile read from the server is kept for offline (opened-providers.ts).
 */
export function useProviderProfile(lookup: ProfileKey): ProfileState & { retry: () => void } {
  const network = useApiRead(profileUrl(lookup), bookkeeperProfileResponseSchema);
  const reviews = network.status === 'ok' ? network.value.reviews : [];
  const cached = mapCacheRead(useCachedProvider(lookup), (bookkeeper): BookkeeperProfileResponse => ({ bookkeeper, reviews }));
  const source = pickCatalogueSource(network, cached, { waitForNetwork: true, updatedAt: (profile) => profile.bookkeeper.updatedAt });
  const { retry } = network;
  const opened = network.status === 'ok' ? network.value.bookkeeper : undefined;
  useEffect(() => {
    if (opened && holdsPartOfCatalogue()) {
      void loadLiveCatalogue()
        .then((catalogue) => catalogue.keepOpenedProfile(opened))
        .catch(() => undefined);
    }
  }, [opened]);
  if (network.status === 'failed' && isApiError(network.error) && network.error.status === 404) return { status: 'not-found', retry };
  if (source.status === 'ready') return { status: 'ready', data: source.value, retry };
  if (source.status === 'failed') return { status: 'error', error: source.error, retry };
  return { status: 'loading', retry };
}
