import { describe, expect, it } from 'vitest';
import { formatZodError } from '../errors';
import { requestPagePath, requestUnsubscribePagePath, requestUpdatesByEmailRequestSchema } from './requests';

const messagesOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : formatZodError(result.error as never).errors.map((error) => `${error.path}: ${error.message}`);

describe('update emails on a request', () => {
  it('takes `subscribed` as true or false and names it otherwise, refusing unknown fields', () => {
    expect(requestUpdatesByEmailRequestSchema.parse({ subscribed: false })).toEqual({ subscribed: false });
    expect(messagesOf(requestUpdatesByEmailRequestSchema.safeParse({}))).toEqual(['subscribed: subscribed must be true or false']);
    expect(messagesOf(requestUpdatesByEmailRequestSchema.safeParse({ subscribed: 'false' }))).toEqual(['subscribed: subscribed must be true or false']);
    expect(messagesOf(requestUpdatesByEmailRequestSchema.safeParse({ subscribed: true, email: 'a@b.co' }))).toEqual(['email: Unknown field "email"']);
  });

  it('links the unsubscribe page beside the request page, with the key when given', () => {
    const id = '0123456789abcdef01234567';
    expect(requestUnsubscribePagePath(id)).toBe(`${requestPagePath(id)}/unsubscribe`);
    expect(requestUnsubscribePagePath(id, 'a+b/c')).toBe(`/request/${id}/unsubscribe?key=a%2Bb%2Fc`);
  });
});
