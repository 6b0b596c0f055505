import { MESSAGES, START_DATE_IN_PAST } from '@ledgerlink/shared-schema';
import { localDateInputValue } from '../../lib/date';
import { describe, expect, it } from 'vitest';
import { buildHireBooking, buildHireBusiness, buildHirePayload, hireFormSchema, hireValuesOf, type HireFormInput } from './hire-form';

const filled = (overrides: Partial<Record<keyof HireFormInput, unknown>> = {}): Record<string, unknown> => ({
  companyName: 'Acme Ltd',
  contactName: 'Ann Lee',
  email: 'Ann@Example.com',
  phone: '+1 555 0100',
  location: 'Austin, TX',
  industry: 'retail',
  budget: '1000-2500',
  timeline: '2-weeks',
  services: ['Payroll Processing', 'Monthly Reports'],
  startDate: '2030-01-15',
  estimatedHours: '',
  businessSize: 'Small (1-10 employees)',
  projectDescription: '',
  notes: 'Call after 5pm',
  ...overrides,
});

describe('the hire form schema', () => {
  it('requires at least one service and a start date, with the spec texts', () => {
    const result = hireFormSchema.safeParse(filled({ services: [], startDate: '' }));
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toContainEqual(['services', MESSAGES.selectService]);
    expect(messages).toContainEqual(['startDate', MESSAGES.startDateRequired]);
  });
  it('refuses a start date before today and accepts today', () => {
    const yesterday = localDateInputValue(new Date(Date.now() - 86_400_000));
    const result = hireFormSchema.safeParse(filled({ startDate: yesterday }));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['startDate', START_DATE_IN_PAST]]);
    expect(hireFormSchema.safeParse(filled({ startDate: localDateInputValue() })).success).toBe(true);
  });
  it('turns empty estimated hours into null and whole numbers into integers', () => {
    expect(hireFormSchema.parse(filled()).estimatedHours).toBeNull();
    expect(hireFormSchema.parse(filled({ estimatedHours: ' 12 ' })).estimatedHours).toBe(12);
    expect(hireFormSchema.safeParse(filled({ estimatedHours: '1.5' })).success).toBe(false);
  });
});

describe('the hire payloads', () => {
  const values = hireFormSchema.parse(filled());
  it('registers the business for a hire with its size as its size, not as notes', () => {
    const business = buildHireBusiness(values);
    expect(business).toMatchObject({ purpose: 'hire', email: 'ann@example.com', businessSize: 'Small (1-10 employees)', services: ['Payroll Processing', 'Monthly Reports'] });
    expect(business.notes).toBeUndefined();
  });
  it('books with the first service, the default description and the client notes', () => {
    expect(buildHireBooking(values, 'p1')).toEqual({
      bookkeeperId: 'p1',
      serviceType: 'Payroll Processing',
      startDate: '2030-01-15T00:00:00.000Z',
      estimatedHours: null,
      description: 'Booking request',
      clientNotes: 'Call after 5pm',
    });
  });
  it('uses the project description when given', () => {
    expect(buildHireBooking(hireFormSchema.parse(filled({ projectDescription: 'Clean up 2025 books' })), 'p').description).toBe('Clean up 2025 books');
  });
});

describe('a queued hire reopened for an edit', () => {
  it('comes back as the form values it was made from', () => {
    const values = filled({ estimatedHours: '12', projectDescription: 'Clean up 2025 books' });
    expect(hireValuesOf(buildHirePayload(hireFormSchema.parse(values), 'p1'))).toMatchObject({ ...values, email: 'ann@example.com' });
  });
  it('keeps a start date that has passed since it was queued, for the user to change', () => {
    const payload = buildHirePayload(hireFormSchema.parse(filled()), 'p1');
    expect(hireValuesOf({ ...payload, booking: { ...payload.booking, startDate: '2020-01-15T00:00:00.000Z' } })?.startDate).toBe('2020-01-15');
  });
  it('is null for something that is not a hire', () => {
    expect(hireValuesOf({ business: 'x' })).toBeNull();
  });
});
