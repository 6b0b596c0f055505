import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { apiGet, type ResponseSchema } from '../api/client';
import type { NetworkRead } from '../offline/catalogue';
import { initialAnswer } from './initial-answer';
import { takeInitialFetch } from './initial-fetch';

/** A schema whose answer is parsed over several tasks (a long list: no single long task on a phone). */
export interface SlicedResponseSchema<T> extends ResponseSchema<T> {
  parseInSlices(data: unknown): Promise<T>;
}

/**
 * One GET read of an endpoint's URL (`endpointUrl`, or shared-schema's page-reads.ts for the opening
 * pages' reads), parsed with its shared schema: the answer in the opening page's HTML if the server
 * wrote one (initial-answer.ts), else the opening page's read if the router already started it
 * (initial-fetch.ts), else a fetch of its own. Both are found by the very same URL, which is why
 * this takes the URL rather than building it. A new URL aborts the read in flight and never shows
 * an older URL's answer. `url` undefined reads nothing ('failed' with `skipped`), for pages whose
 * offline catalogue already answers.
 */
export function useApiRead<T>(url: string | undefined, schema: ResponseSchema<T> | SlicedResponseSchema<T>): NetworkRead<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${url ?? ''}`;
  const [settled, setSettled] = useState<{ key: string; read: NetworkRead<T> } | null>(null);
  // "Try again" always asks the server; an answer that does not parse is fetched instead.
  const answered = useMemo(() => {
    const answer = url === undefined || attempt > 0 ? undefined : initialAnswer(url);
    try {
      return answer && { value: schema.parse(answer.body) };
    } catch {
      return undefined;
    }
  }, [url, schema, attempt]);

  useEffect(() => {
    if (url === undefined || answered) return;
    const controller = new AbortController();
    const body = takeInitialFetch(url) ?? apiGet(url, undefined, { signal: controller.signal });
    body
      .then((raw) => ('parseInSlices' in schema ? schema.parseInSlices(raw) : schema.parse(raw)))
      .then(
        // A page of 50 cards is the heaviest render of the public site: as a transition React renders
        // it in slices that yield to the browser, instead of one long task that blocks input on a phone.
        (value) => startTransition(() => setSettled({ key, read: { status: 'ok', value } })),
        (error: unknown) => {
          if (!controller.signal.aborted) setSettled({ key, read: { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) } });
        },
      );
    return () => controller.abort();
  }, [key, url, schema, answered]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (url === undefined) return { status: 'failed', error: SKIPPED, retry };
  if (answered) return { status: 'ok', value: answered.value, retry };
  return { ...(settled?.key === key ? settled.read : { status: 'pending' }), retry };
}

/** The error of a read that was not made because the offline catalogue answers instead. */
export const SKIPPED = new Error('Not fetched: the offline catalogue answers');
