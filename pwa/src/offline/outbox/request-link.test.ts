import { describe, expect, it } from 'vitest';
import type { OutboxItem } from './outbox-row';
import { requestLinkOf } from './request-link';

const LINK = '/request/0123456789abcdef01234567?key=abcDEF_-123';

const item = (kind: OutboxItem['kind'], state: OutboxItem['state'], results: unknown[]): OutboxItem =>
  ({ id: 'item-1', kind, state, steps: results.map((result) => ({ done: state === 'sent', revision: 0, result })) }) as unknown as OutboxItem;

describe('the request page link of a sent form', () => {
  it('comes from the answer of the item’s last step once it is sent', () => {
    expect(requestLinkOf(item('questionnaire', 'sent', [{ success: true, requestUrl: LINK }]))).toBe(LINK);
    expect(requestLinkOf(item('hire', 'sent', [{ businessId: 'b' }, { success: true, requestUrl: LINK }]))).toBe(LINK);
  });

  it('is not there before the server answered, without a link in the answer, or for a lead change', () => {
    expect(requestLinkOf(item('questionnaire', 'pending', [undefined]))).toBeUndefined();
    expect(requestLinkOf(item('business-request', 'sent', [{ success: true }]))).toBeUndefined();
    expect(requestLinkOf(item('business-request', 'sent', [{ success: true, requestUrl: 'https://elsewhere.example/x' }]))).toBeUndefined();
    expect(requestLinkOf(item('lead-status', 'sent', [{ success: true, requestUrl: LINK }]))).toBeUndefined();
    expect(requestLinkOf(undefined)).toBeUndefined();
  });
});
