import { describe, expect, it } from 'vitest';
import {
  bookingCreateRequestSchema,
  bookkeepersQuerySchema as marketplaceQuery,
  contactRequestSchema,
  bookkeeperRegisterRequestSchema,
  bookkeepersQuerySchema,
  businessRegisterRequestSchema,
  customerOnboardingRequestSchema,
  providerPatchRequestSchema,
} from './api';
import { publicBookkeeperSchema } from './entities';
import { formatZodError } from './errors';

const provider = {
  username: 'Grace_H',
  providerType: 'individual',
  fullName: 'Grace Hopper',
  email: 'Grace@Example.com',
  phone: '555',
  location: 'Chicago',
  services: ['bookkeeping'],
  serviceArea: 'remote',
  businessSize: ['small'],
};

const messagesOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : formatZodError(result.error as never).errors.map((error) => `${error.path}: ${error.message}`);

describe('request schemas', () => {
  it('lowercases usernames and emails and splits comma-separated specializations', () => {
    const parsed = bookkeeperRegisterRequestSchema.parse({ ...provider, specializations: ' Xero, ,Retail ', yearsOfExperience: '7' });
    expect(parsed).toMatchObject({ username: 'grace_h', email: 'grace@example.com', specializations: ['Xero', 'Retail'], yearsOfExperience: 7 });
  });

  it('words username and list failures exactly as the spec', () => {
    expect(messagesOf(bookkeeperRegisterRequestSchema.safeParse({ ...provider, username: 'ab' }))).toContain(
      'username: Username must be at least 3 characters',
    );
    expect(messagesOf(bookkeeperRegisterRequestSchema.safeParse({ ...provider, username: 'x'.repeat(31) }))).toContain(
      'username: Username must be less than 30 characters',
    );
    expect(messagesOf(bookkeeperRegisterRequestSchema.safeParse({ ...provider, username: 'a-b!' }))).toContain(
      'username: Username can only contain letters, numbers, and underscores',
    );
    expect(messagesOf(bookkeeperRegisterRequestSchema.safeParse({ ...provider, services: [], businessSize: [] }))).toEqual([
      'services: Please select at least one service',
      'businessSize: Please select at least one business size',
    ]);
  });

  it('needs a firm name from firms only', () => {
    expect(messagesOf(bookkeeperRegisterRequestSchema.safeParse({ ...provider, providerType: 'firm' }))).toEqual(['businessName: Firm name is required']);
  });

  it('words business request failures as the spec and refuses unknown fields', () => {
    const result = businessRegisterRequestSchema.safeParse({ companyName: 'A', contactName: 'B', email: 'a@b.co', phone: '1', location: 'X', services: [], isApproved: true });
    expect(messagesOf(result)).toEqual([
      'industry: Please select an industry',
      'services: Please select at least one service',
      'budget: Please select a budget range',
      'timeline: Please select when you need to start',
      'isApproved: Unknown field "isApproved"',
    ]);
  });

  it('defaults a booking as the hire form does', () => {
    const booking = bookingCreateRequestSchema.parse({ bookkeeperId: 'p', businessId: 'b', serviceType: '', startDate: '2026-12-01', description: '' });
    expect(booking).toMatchObject({ serviceType: 'Bookkeeping', description: 'Booking request', estimatedHours: null, startDate: '2026-12-01T00:00:00.000Z' });
    expect(messagesOf(bookingCreateRequestSchema.safeParse({ bookkeeperId: 'p', businessId: 'b' }))).toEqual(['startDate: Start date is required']);
  });

  it('asks a business customer for the business questions and spares a personal one', () => {
    const personal = {
      needsType: 'personal',
      primaryServices: ['Income tax'],
      clientType: 'I want a new accountant',
      age: '31-40',
      email: 'me@home.example',
      mobileNumber: '07700',
    };
    expect(customerOnboardingRequestSchema.safeParse(personal).success).toBe(true);
    const business = { ...personal, needsType: 'business', primaryServices: ['VAT'], businessType: 'Not specified', annualTurnover: '$1.5m+', industry: 'Retail' };
    expect(messagesOf(customerOnboardingRequestSchema.safeParse(business))).toEqual(['accountingSoftware: Please answer or skip this question']);
    expect(messagesOf(customerOnboardingRequestSchema.safeParse({ ...personal, primaryServices: ['VAT'] }))).toEqual([
      'primaryServices.0: "VAT" is not a personal service',
    ]);
  });

  it('parses marketplace queries with defaults and limits', () => {
    expect(bookkeepersQuerySchema.parse({ providerType: 'all', services: 'payroll, tax-prep' })).toEqual({ services: ['payroll', 'tax-prep'], page: 1, limit: 50 });
    expect(messagesOf(bookkeepersQuerySchema.safeParse({ limit: '500' }))).toEqual(['limit: must be at most 50']);
  });
});

describe('hostile input (issue 8)', () => {
  it('accepts one plain email address per email field, never a list or a header', () => {
    for (const schema of [contactRequestSchema, businessRegisterRequestSchema.pick({ email: true })]) {
      expect(schema.parse({ email: ' Ada@Example.COM ' })).toEqual({ email: 'ada@example.com' });
      for (const email of ['a@x.io, b@y.io', 'a@x.io\nBcc: c@z.io', 'Ada <a@x.io>', 'a@x.io;b@y.io', 'no-at-sign', 'a@x', 'a b@x.io']) {
        expect(messagesOf(schema.safeParse({ email }))).toEqual(['email: Please enter a valid email address']);
      }
    }
    const questionnaire = customerOnboardingRequestSchema.safeParse({ email: 'a@x.io, b@y.io' });
    expect(messagesOf(questionnaire)).toContain('email: Please enter a valid email address');
  });

  it('accepts links only with https (http too for websites) and a host, and images only from this site', () => {
    const links = { linkedinUrl: 'https://www.linkedin.com/in/grace', website: 'http://hopper.example', portfolioUrl: 'https://hopper.example/work' };
    expect(bookkeeperRegisterRequestSchema.parse({ ...provider, ...links })).toMatchObject(links);
    const refused = [
      { website: 'javascript:alert(1)' },
      { website: 'data:text/html,<script>alert(1)</script>' },
      { linkedinUrl: 'http://www.linkedin.com/in/grace' },
      { portfolioUrl: 'https://user:pass@evil.example' },
      { website: 'https://' },
      { website: 'ftp://files.example' },
      { profileImageUrl: 'https://tracker.example/pixel.gif' },
      { profileImageUrl: '/uploads/../secrets' },
    ];
    for (const fields of refused) {
      expect(bookkeeperRegisterRequestSchema.safeParse({ ...provider, ...fields }).success, JSON.stringify(fields)).toBe(false);
    }
    expect(bookkeeperRegisterRequestSchema.parse({ ...provider, profileImageUrl: '/uploads/logos/grace.png' }).profileImageUrl).toBe('/uploads/logos/grace.png');
  });

  it('drops a stored link an older version accepted instead of presenting it', () => {
    const stored = { website: 'javascript:alert(1)', profileImageUrl: 'https://tracker.example/p.gif', linkedinUrl: 'https://www.linkedin.com/in/x' };
    const picked = publicBookkeeperSchema.pick({ website: true, profileImageUrl: true, linkedinUrl: true }).parse(stored);
    expect(picked).toEqual({ website: undefined, profileImageUrl: undefined, linkedinUrl: 'https://www.linkedin.com/in/x' });
  });

  it('refuses control characters in text and query parameters with a message naming the field', () => {
    expect(messagesOf(marketplaceQuery.safeParse({ search: 'tax\u0000' }))).toEqual(['search: must not contain control characters']);
    expect(messagesOf(businessRegisterRequestSchema.pick({ companyName: true }).safeParse({ companyName: 'Acme\u001b[31m' }))).toEqual([
      'companyName: Company name must not contain control characters',
    ]);
    expect(businessRegisterRequestSchema.pick({ notes: true }).parse({ notes: 'line one\nline two\ttabbed' })).toEqual({ notes: 'line one\nline two\ttabbed' });
    const company = businessRegisterRequestSchema.pick({ companyName: true });
    expect(messagesOf(company.safeParse({ companyName: '\u200b\u200b' }))).toEqual(['companyName: Company name is required']);
    expect(messagesOf(company.safeParse({ companyName: 'Acme \ud800' }))).toEqual(['companyName: Company name must be valid text']);
    expect(company.parse({ companyName: 'Acme 😀 Ltd' })).toEqual({ companyName: 'Acme 😀 Ltd' });
  });
});

describe('admin edit schemas', () => {
  it('parse hourlyRate as an integer, 0 when empty or invalid, and refuse unknown fields', () => {
    expect(providerPatchRequestSchema.parse({ isApproved: false })).toEqual({ isApproved: false });
    expect(providerPatchRequestSchema.parse({ hourlyRate: '55.7' })).toEqual({ hourlyRate: 55 });
    expect(providerPatchRequestSchema.parse({ hourlyRate: '' })).toEqual({ hourlyRate: 0 });
    expect(providerPatchRequestSchema.parse({ hourlyRate: 'abc', isApproved: true })).toEqual({ hourlyRate: 0, isApproved: true });
    expect(providerPatchRequestSchema.safeParse({ dashboardKey: 'x' }).success).toBe(false);
  });
});
