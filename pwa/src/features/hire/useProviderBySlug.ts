import { bookkeeperProfileResponseSchema, type BookkeeperProfileResponse } from '@ledgerlink/shared-schema';
import { useEffect, useState } from 'react';
import { apiGet } from '../../api/client';

export type ProviderLookup =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'found'; bookkeeper: BookkeeperProfileResponse['bookkeeper']; reviews: BookkeeperProfileResponse['reviews'] };

/** The provider behind a hire page; any lookup failure shows the not-found view (spec §8). */
export function useProviderBySlug(slug: string): ProviderLookup {
  const [result, setResult] = useState<{ slug: string; lookup: ProviderLookup } | null>(null);
  useEffect(() => {
    let current = true;
    apiGet(`/api/bookkeepers/slug/${encodeURIComponent(slug)}`, bookkeeperProfileResponseSchema).then(
      (profile) => {
        if (current) setResult({ slug, lookup: { status: 'found', ...profile } });
      },
      () => {
        if (current) setResult({ slug, lookup: { status: 'not-found' } });
      },
    );
    return () => {
      current = false;
    };
  }, [slug]);
  return result && result.slug === slug ? result.lookup : { status: 'loading' };
}
