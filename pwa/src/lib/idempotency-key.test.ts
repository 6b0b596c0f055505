import { idempotencyKeySchema } from '@ledgerlink/shared-schema';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes keys the server accepts', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(idempotencyKeySchema.safeParse(newIdempotencyKey()).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
