import { API, usernameSchema } from '@ledgerlink/shared-schema';
import { useEffect, useState } from 'react';
import { call } from '../../api/client';

export type UsernameAvailability = 'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'unknown';

export const USERNAME_CHECK_DELAY_MS = 400;

/**
 * Live availability of a handle: 400 ms after the last keystroke, `API.registration.usernameAvailable`
 * (which also counts providers still under review, whose profiles are not public). Handles the shared rules reject are never looked up; a failed lookup is `unknown`
 * and the server's 409 at submit stays the real guard.
 */
export function useUsernameAvailability(username: string): UsernameAvailability {
  const parsed = usernameSchema.safeParse(username);
  const handle = parsed.success ? parsed.data : undefined;
  const [result, setResult] = useState<{ handle: string; state: UsernameAvailability } | null>(null);

  useEffect(() => {
    if (!handle) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call(API.registration.usernameAvailable, { params: { handle } }, { signal: controller.signal }).then(
        ({ available }) => setResult({ handle, state: available ? 'available' : 'taken' }),
        () => {
          if (!controller.signal.aborted) setResult({ handle, state: 'unknown' });
        },
      );
    }, USERNAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [handle]);

  if (!username.trim()) return 'idle';
  if (!handle) return 'invalid';
  return result?.handle === handle ? result.state : 'checking';
}
