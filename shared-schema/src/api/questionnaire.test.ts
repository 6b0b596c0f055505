import { describe, expect, it } from 'vitest';
import { formatZodError } from '../errors';
import { customerOnboardingRequestSchema } from './questionnaire';

const messagesOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : formatZodError(result.error as never).errors.map((error) => `${error.path}: ${error.message}`);

const personal = {
  needsType: 'personal',
  primaryServices: ['Income tax'],
  clientType: 'I want a new accountant',
  age: '31-40',
  email: 'me@home.example',
  country: 'United Kingdom',
  mobileNumber: '07700 900123',
};

describe('questionnaire request', () => {
  it('asks a business customer for the business questions and spares a personal one', () => {
    expect(customerOnboardingRequestSchema.safeParse(personal).success).toBe(true);
    const { country: _country, ...nowhere } = personal;
    expect(messagesOf(customerOnboardingRequestSchema.safeParse(nowhere))).toEqual(['country: Country is required']);
    const business = { ...personal, needsType: 'business', primaryServices: ['VAT'], businessType: 'Not specified', annualTurnover: '$1.5m+', industry: 'Retail' };
    expect(messagesOf(customerOnboardingRequestSchema.safeParse(business))).toEqual(['accountingSoftware: Please answer or skip this question']);
    expect(messagesOf(customerOnboardingRequestSchema.safeParse({ ...personal, primaryServices: ['VAT'] }))).toEqual([
      'primaryServices.0: "VAT" is not a personal service',
    ]);
  });

  it('refuses what the server decides: status, matching outcome, timestamps', () => {
    expect(messagesOf(customerOnboardingRequestSchema.safeParse({ ...personal, status: 'matched' }))).toEqual(['status: Unknown field "status"']);
  });
});
