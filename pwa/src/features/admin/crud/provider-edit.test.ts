import type { AdminBookkeeper } from '@ledgerlink/shared-schema';
import { describe, expect, it } from 'vitest';
import { providerEditFormOf, providerEditFrom } from './provider-edit';

const provider = {
  id: '0123456789abcdef01234567',
  username: 'ada_books',
  fullName: 'Ada Books',
  businessName: 'Ada Books Ltd',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  location: 'Chicago, United States',
  hourlyRate: 70,
  isApproved: true,
  isActive: true,
} as AdminBookkeeper;

const withRate = (hourlyRate: string) => ({ ...providerEditFormOf(provider), hourlyRate });

describe('the provider edit dialog', () => {
  it('refuses an hourly rate that is no whole number, with the API rule\'s words, and sends nothing', () => {
    expect(providerEditFrom(provider, withRate('abc'))).toEqual({ errors: { hourlyRate: 'must be a whole number' } });
    expect(providerEditFrom(provider, withRate('49.99'))).toEqual({ errors: { hourlyRate: 'must be a whole number' } });
    expect(providerEditFrom(provider, withRate('-20'))).toEqual({ errors: { hourlyRate: 'must be a whole number' } });
  });

  it('sends a whole rate as a number, and a cleared one as null', () => {
    expect(providerEditFrom(provider, withRate(' 85 '))).toEqual({ edit: { hourlyRate: 85 } });
    expect(providerEditFrom(provider, withRate(''))).toEqual({ edit: { hourlyRate: null } });
  });

  it('sends only what changed, and nothing when nothing did', () => {
    expect(providerEditFrom(provider, providerEditFormOf(provider))).toEqual({ edit: {} });
    expect(providerEditFrom(provider, { ...providerEditFormOf(provider), isActive: false, location: 'Boston' })).toEqual({ edit: { isActive: false, location: 'Boston' } });
  });

  it('refuses to empty a required field, naming it', () => {
    const result = providerEditFrom(provider, { ...providerEditFormOf(provider), fullName: '', hourlyRate: 'lots' });
    expect(result).toEqual({ errors: { fullName: expect.stringMatching(/Full name/), hourlyRate: 'must be a whole number' } });
  });
});
