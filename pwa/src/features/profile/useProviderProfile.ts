import { useCallback, useEffect, useState } from 'react';
import { bookkeeperProfileResponseSchema, type BookkeeperProfileResponse } from '@ledgerlink/shared-schema';
import { isApiError, apiGet } from '../../api/client';
import { takeInitialFetch } from '../../ui/initial-fetch';
import { profileLookupPath, type ProfileKey } from './profile-path';

export type ProfileState =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'not-found'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error }
  | { status: 'ready'; data: BookkeeperProfileResponse; error?: undefined };

/**
 * A provider's public profile and reviews by username or slug: the profile feature's only door to
 * provider data (the offline layer swaps this body for a Dexie read). A 404 is "not found", any other
 * failure is an error the page can retry.
 */
export function useProviderProfile(lookup: ProfileKey): ProfileState & { retry: () => void } {
  const path = profileLookupPath(lookup);
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${path}`;
  const [settled, setSettled] = useState<{ key: string; state: ProfileState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // The opening page's read may already be under way (profile-prefetch.ts); parsed the same.
    const body = takeInitialFetch(path) ?? apiGet(path, undefined, { signal: controller.signal });
    body.then((raw) => bookkeeperProfileResponseSchema.parse(raw)).then(
      (data) => setSettled({ key, state: { status: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const state: ProfileState =
          isApiError(error) && error.status === 404
            ? { status: 'not-found' }
            : { status: 'error', error: error instanceof Error ? error : new Error(String(error)) };
        setSettled({ key, state });
      },
    );
    return () => controller.abort();
  }, [key, path]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const state: ProfileState = settled?.key === key ? settled.state : { status: 'loading' };
  return { ...state, retry };
}
