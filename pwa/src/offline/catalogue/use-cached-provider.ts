import type { PublicBookkeeper } from '@ledgerlink/shared-schema';
import { useCallback } from 'react';
import type { CacheRead } from './catalogue-source';
import type { ProviderAddress } from './marketplace-reader';
import { useLiveCatalogue, type LiveCatalogue } from './use-live-catalogue';

/** One provider from the offline catalogue by id, slug or handle, live; `value` undefined when it does not hold them. */
export function useCachedProvider(address: ProviderAddress): CacheRead<PublicBookkeeper> {
  // The address's one field and value are the query; a new object for the same address is the same query.
  const [field, value] = Object.entries(address)[0] as [keyof ProviderAddress, string];
  const subscribe = useCallback(
    (catalogue: LiveCatalogue, onNext: (provider: PublicBookkeeper | undefined) => void, onError: (error: unknown) => void) =>
      catalogue.watchProvider({ [field]: value } as ProviderAddress, onNext, onError),
    [field, value],
  );
  return useLiveCatalogue(subscribe, { firstVisit: 'network-only' });
}
