import { MESSAGES } from '@ledgerlink/shared-schema';
import { describe, expect, it } from 'vitest';
import { buildRegistration, registrationFormSchema, registrationSummaryOf, startingPriceText } from './registration-form';

const filled = (overrides: Record<string, unknown> = {}) => ({
  providerType: 'firm',
  username: 'Acme_Books',
  fullName: 'Ann Lee',
  businessName: 'Acme Books LLC',
  email: 'ann@acme.test',
  phone: '555 0100',
  country: 'United States',
  city: 'Austin',
  location: 'Austin, United States',
  services: ['bookkeeping', 'payroll'],
  businessSize: ['small'],
  serviceArea: 'remote',
  certifications: ['cpa'],
  yearsOfExperience: '7',
  specializations: 'QuickBooks, , Xero ',
  firmSize: 'small',
  foundedYear: '2012',
  teamMembers: '',
  hourlyRate: '',
  monthlyStartingPrice: '450',
  ...overrides,
});

describe('provider registration values', () => {
  it('needs a firm name for firms', () => {
    const result = registrationFormSchema.safeParse(filled({ businessName: '' }));
    expect(result.error?.issues.map((issue) => issue.message)).toContain(MESSAGES.firmNameRequired);
  });
  it('sends a firm without the individual-only section, with parsed numbers and list', () => {
    const body = buildRegistration(registrationFormSchema.parse(filled()));
    expect(body).toMatchObject({ username: 'acme_books', foundedYear: 2012, monthlyStartingPrice: 450, specializations: ['QuickBooks', 'Xero'], certifications: [] });
    expect(body).not.toHaveProperty('yearsOfExperience');
    expect(body).not.toHaveProperty('teamMembers');
  });
  it('sends an individual without the firm-only section', () => {
    const body = buildRegistration(registrationFormSchema.parse(filled({ providerType: 'individual' })));
    expect(body).toMatchObject({ yearsOfExperience: 7, certifications: ['cpa'] });
    expect(body).not.toHaveProperty('firmSize');
    expect(body).not.toHaveProperty('foundedYear');
  });
  it('keeps the thank-you summary and prices hourly first, then monthly', () => {
    const summary = registrationSummaryOf(registrationFormSchema.parse(filled()), 'acme_books');
    expect(summary).toMatchObject({ username: 'acme_books', city: 'Austin', location: 'Austin, United States', services: ['bookkeeping', 'payroll'] });
    expect(startingPriceText(summary)).toBe('$450 per month');
    expect(startingPriceText({ hourlyRate: 60, monthlyStartingPrice: 450 })).toBe('$60 per hour');
    expect(startingPriceText({})).toBeUndefined();
  });
});
