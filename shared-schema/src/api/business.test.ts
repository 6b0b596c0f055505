import { describe, expect, it } from 'vitest';
import { formatZodError } from '../errors';
import { businessRegisterRequestSchema } from './business';

const messagesOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : formatZodError(result.error as never).errors.map((error) => `${error.path}: ${error.message}`);

describe('business register request', () => {
  it('words business request failures as the spec and refuses unknown fields', () => {
    const result = businessRegisterRequestSchema.safeParse({ companyName: 'A', contactName: 'B', email: 'a@b.co', phone: '1', location: 'X', services: [], isApproved: true });
    expect(messagesOf(result)).toEqual([
      'industry: Please select an industry',
      'phone: Phone must have at least 7 digits',
      'services: Please select at least one service',
      'budget: Please select a budget range',
      'timeline: Please select when you need to start',
      'isApproved: Unknown field "isApproved"',
    ]);
  });

  it('refuses the fields the server sets', () => {
    const company = businessRegisterRequestSchema.pick({ companyName: true });
    expect(messagesOf(businessRegisterRequestSchema.safeParse({ id: '0'.repeat(24), createdAt: '2026-01-01T00:00:00.000Z' }))).toEqual(
      expect.arrayContaining(['id: Unknown field "id"', 'createdAt: Unknown field "createdAt"']),
    );
    expect(company.safeParse({ companyName: 'Acme', extra: 1 }).success).toBe(false);
  });

  it('refuses control characters in text with a message naming the field', () => {
    const company = businessRegisterRequestSchema.pick({ companyName: true });
    expect(messagesOf(company.safeParse({ companyName: 'Acme\u001b[31m' }))).toEqual(['companyName: Company name must not contain control characters']);
    expect(businessRegisterRequestSchema.pick({ notes: true }).parse({ notes: 'line one\nline two\ttabbed' })).toEqual({ notes: 'line one\nline two\ttabbed' });
    expect(messagesOf(company.safeParse({ companyName: '\u200b\u200b' }))).toEqual(['companyName: Company name is required']);
    expect(messagesOf(company.safeParse({ companyName: 'Acme \ud800' }))).toEqual(['companyName: Company name must be valid text']);
    expect(company.parse({ companyName: 'Acme 😀 Ltd' })).toEqual({ companyName: 'Acme 😀 Ltd' });
  });
});
