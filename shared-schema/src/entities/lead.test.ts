import { describe, expect, it } from 'vitest';
import { leadWithBusinessSchema } from './lead';

const id = (digit: string) => digit.repeat(24);

describe('lead entity reading stored documents', () => {
  it('reads a dashboard row whose business was written before the stricter text and email rules', () => {
    const row = leadWithBusinessSchema.parse({
      id: id('1'),
      businessId: id('2'),
      bookkeeperId: id('3'),
      status: 'new',
      source: 'business-request',
      matchScore: 80,
      createdAt: '2026-01-01T00:00:00.000Z',
      contactEmail: 'a@x.io, b@y.io',
      business: {
        id: id('2'),
        companyName: 'Acme\u001b[31m',
        industry: 'retail',
        contactName: 'Ada',
        email: 'Ada <ada@acme.example>',
        phone: '555',
        location: 'Austin',
        services: ['Bookkeeping'],
        budget: '500-1000',
        timeline: 'asap',
        notes: '',
        createdAt: '2026-01-01T00:00:00.000Z',
        unmatchedReason: 'internal',
      },
      customer: null,
    });
    expect(row.contactEmail).toBe('a@x.io, b@y.io');
    expect(row.business).toMatchObject({ companyName: 'Acme\u001b[31m', email: 'Ada <ada@acme.example>', notes: undefined });
    expect(row.business).not.toHaveProperty('unmatchedReason');
  });
});
