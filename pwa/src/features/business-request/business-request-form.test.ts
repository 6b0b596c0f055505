import { describe, expect, it } from 'vitest';
import { buildBusinessRequest, businessRequestValuesOf } from './business-request-form';

const values = {
  companyName: 'Acme Ltd',
  industry: 'retail' as const,
  contactName: 'Ann Smith',
  email: 'ann@acme.example',
  phone: '555 0100',
  location: 'Toronto',
  services: ['Bookkeeping'],
  budget: '500-1000' as const,
  timeline: 'asap' as const,
};

describe('businessRequestValuesOf', () => {
  it('reads a queued request back into the form it came from', () => {
    expect(businessRequestValuesOf(buildBusinessRequest(values))).toMatchObject(values);
  });

  it('is null for a payload that is not a business request', () => {
    expect(businessRequestValuesOf({ companyName: 1 })).toBeNull();
    expect(businessRequestValuesOf(null)).toBeNull();
  });
});
