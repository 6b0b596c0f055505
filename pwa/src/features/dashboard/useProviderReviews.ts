import { API, type ModeratedReview } from '@ledgerlink/shared-schema';
import { useCallback, useEffect, useState } from 'react';
import { call, isApiError } from '../../api/client';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/**
 * The dashboard's reviews, read from the server only: they change rarely and are public anyway, so
 * they are not kept in the offline copy of the leads; offline, the section says so instead.
 */
export type ProviderReviewsState = { status: 'loading' } | { status: 'failed' } | { status: 'ok'; reviews: ModeratedReview[] };

export interface ProviderReviews {
  state: ProviderReviewsState;
  /** Posts the one public reply to a review; resolves to the refusal's message, if any. */
  reply(reviewId: string, text: string): Promise<string | undefined>;
}

/** Why a reply was refused: the field's message (400), the server's message (409, 404), or the connection. */
function replyRefusal(error: unknown): string {
  if (!isApiError(error)) return 'Could not reach LedgerLink. Check your connection and try again.';
  const body = error.body as { message?: string; errors?: { message: string }[] } | undefined;
  return body?.errors?.[0]?.message ?? body?.message ?? 'Your reply could not be posted. Please try again.';
}

/**
 * Read once each refresh of the dashboard has run (`refreshing` back to false, `refreshedAt` moved):
 * that refresh opens this device's session with the link's key first.
 */
export function useProviderReviews(providerId: string, refresh: { refreshing: boolean; refreshedAt: number }): ProviderReviews {
  const [state, setState] = useState<ProviderReviewsState>({ status: 'loading' });
  const { refreshing, refreshedAt } = refresh;
  useEffect(() => {
    if (refreshing) return undefined;
    const controller = new AbortController();
    call(API.providerReviews.list, { params: { id: providerId } }, { signal: controller.signal }).then(
      (answer) => setState({ status: 'ok', reviews: answer.reviews }),
      () => {
        if (!controller.signal.aborted) setState((current) => (current.status === 'ok' ? current : { status: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [providerId, refreshing, refreshedAt]);

  const reply = useCallback(
    async (reviewId: string, text: string) => {
      try {
        // One key per attempt: a retry of a lost answer is then answered the same, not with a 409.
        const answer = await call(API.providerReviews.reply, { params: { id: providerId, reviewId }, body: { reply: text } }, { headers: { 'Idempotency-Key': newIdempotencyKey() } });
        setState((current) => (current.status === 'ok' ? { status: 'ok', reviews: current.reviews.map((review) => (review.id === reviewId ? answer.review : review)) } : current));
        return undefined;
      } catch (error) {
        return replyRefusal(error);
      }
    },
    [providerId],
  );
  return { state, reply };
}
