import { API, type OwnProfile, type ProfileEditRequest } from '@ledgerlink/shared-schema';
import { useCallback, useEffect, useState } from 'react';
import { call, isApiError } from '../../api/client';

export type OwnProfileState =
  | { status: 'loading' }
  /** No session on this device for this dashboard (or the link changed): the dashboard's one 401. */
  | { status: 'no-access' }
  | { status: 'failed' }
  | { status: 'ready'; profile: OwnProfile };

/**
 * The provider's own profile for the edit form, read and saved with the dashboard's session cookie.
 * Online only: an edit is never queued, since a late replay could undo a newer edit from another device.
 */
export function useOwnProfile(providerId: string) {
  const [state, setState] = useState<OwnProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    call(API.providerProfile.get, { params: { id: providerId } }, { signal: controller.signal }).then(
      ({ bookkeeper }) => setState({ status: 'ready', profile: bookkeeper }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: isApiError(error) && error.status === 401 ? 'no-access' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [providerId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  /** Saves the edit; the answer is the profile as it now stands. Throws the server's refusal (field errors in its body). */
  const save = useCallback(
    async (body: ProfileEditRequest) => {
      const { bookkeeper } = await call(API.providerProfile.update, { params: { id: providerId }, body });
      setState({ status: 'ready', profile: bookkeeper });
      return bookkeeper;
    },
    [providerId],
  );

  return { state, retry, save };
}
