import { describe, expect, it } from 'vitest';
import { formatZodError } from '../errors';
import { bookkeepersQuerySchema } from './marketplace';

const messagesOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : formatZodError(result.error as never).errors.map((error) => `${error.path}: ${error.message}`);

describe('marketplace query', () => {
  it('parses marketplace queries with defaults and limits', () => {
    expect(bookkeepersQuerySchema.parse({ providerType: 'all', services: 'payroll, tax-prep' })).toEqual({ services: ['payroll', 'tax-prep'], verified: false, page: 1, limit: 50 });
    expect(messagesOf(bookkeepersQuerySchema.safeParse({ limit: '500' }))).toEqual(['limit: must be at most 50']);
  });

  it('refuses control characters in query parameters with a message naming the field', () => {
    expect(messagesOf(bookkeepersQuerySchema.safeParse({ search: 'tax\u0000' }))).toEqual(['search: must not contain control characters']);
  });
});
