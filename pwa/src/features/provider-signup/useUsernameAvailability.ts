import { usernameSchema } from '@ledgerlink/shared-schema';
import { useEffect, useState } from 'react';
import { apiGet, isApiError } from '../../api/client';

export type UsernameAvailability = 'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'unknown';

export const USERNAME_CHECK_DELAY_MS = 400;

/**
 * Live availability of a handle: 400 ms after the last keystroke, `GET /api/bookkeepers/username/{handle}`
 * (404 = free). Handles the shared rules reject are never looked up; a failed lookup is `unknown`
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
      apiGet(`/api/bookkeepers/username/${encodeURIComponent(handle)}`, undefined, { signal: controller.signal }).then(
        () => setResult({ handle, state: 'taken' }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setResult({ handle, state: isApiError(error) && error.status === 404 ? 'available' : 'unknown' });
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
