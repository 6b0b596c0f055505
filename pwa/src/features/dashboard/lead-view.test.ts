import { describe, expect, it } from 'vitest';
import { leadActionsFor, type LeadWithBusiness } from '@ledgerlink/shared-schema';
import { customerOutcomeNote, leadContact, leadDetails, leadServices, leadTitle, telLink, timeLeftLabel } from './lead-view';

const base = { id: '1'.repeat(24), bookkeeperId: '2'.repeat(24), status: 'new', source: 'business-request', matchScore: 80, createdAt: '2026-01-01T00:00:00.000Z', booking: null } as const;
const businessLead: LeadWithBusiness = {
  ...base,
  customer: null,
  business: {
    id: '3'.repeat(24),
    companyName: 'Northstar Strategy Group',
    industry: 'consulting',
    contactName: 'Tyrone Olsen',
    email: 'tyrone@example.com',
    phone: '+1 (312) 555-0129',
    location: 'Chicago',
    services: ['Monthly Reports'],
    budget: '5000+',
    timeline: '1-month',
    notes: '',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
};
const questionnaireLead: LeadWithBusiness = {
  ...base,
  source: 'questionnaire',
  business: null,
  customer: {
    needsType: 'personal',
    primaryServices: ['Income tax', 'Insolvency'],
    additionalServices: ['Insolvency'],
    clientType: "I'm finding my first accountant",
    businessType: 'Not specified',
    annualTurnover: 'Not specified',
    industry: '',
    accountingSoftware: 'Wave',
    additionalInfo: 'Retiring bookkeeper',
    email: 'fiona@example.com',
    mobileNumber: '+44 20 7946 0982',
  },
};

describe('lead card content', () => {
  it('names a business lead by its company and reaches its contact person', () => {
    expect(leadTitle(businessLead)).toBe('Northstar Strategy Group');
    expect(leadContact(businessLead)).toEqual({ name: 'Tyrone Olsen', email: 'tyrone@example.com', phone: '+1 (312) 555-0129' });
    expect(leadDetails(businessLead)).toEqual([
      { term: 'Location', value: 'Chicago' },
      { term: 'Budget', value: '$5,000+' },
      { term: 'Timeline', value: 'Within a month' },
      { term: 'Industry', value: 'Consulting' },
    ]);
  });

  it('shows a hire’s project, start date, hours, budget, timeline and size, and its notes as notes', () => {
    const hire: LeadWithBusiness = {
      ...businessLead,
      source: 'booking',
      business: { ...businessLead.business!, businessSize: 'Small (1-10 employees)', notes: undefined, description: 'Year-end accounts' },
      booking: {
        id: '4'.repeat(24),
        status: 'pending',
        serviceType: 'Bookkeeping',
        startDate: '2026-03-02T00:00:00.000Z',
        estimatedHours: 12,
        description: 'Year-end accounts',
        clientNotes: 'Call after 5pm',
      },
    };
    expect(leadDetails(hire)).toEqual([
      { term: 'Project', value: 'Year-end accounts' },
      { term: 'Start date', value: 'Mar 2, 2026' },
      { term: 'Estimated hours', value: '12' },
      { term: 'Location', value: 'Chicago' },
      { term: 'Budget', value: '$5,000+' },
      { term: 'Timeline', value: 'Within a month' },
      { term: 'Business size', value: 'Small (1-10 employees)' },
      { term: 'Industry', value: 'Consulting' },
      { term: 'Notes', value: 'Call after 5pm' },
    ]);
  });

  it('shows a questionnaire customer’s needs without the answers they skipped, services once each', () => {
    expect(leadTitle(questionnaireLead)).toBe('Personal tax client');
    expect(leadServices(questionnaireLead)).toEqual(['Income tax', 'Insolvency']);
    expect(leadDetails(questionnaireLead).map((detail) => detail.term)).toEqual(['Looking for', 'Software', 'Notes']);
  });

  it('counts down a new lead’s response time', () => {
    const now = Date.parse('2026-01-01T00:00:00.000Z');
    expect(timeLeftLabel('2026-01-01T23:00:00.000Z', now)).toBe('23 h left to respond');
    expect(timeLeftLabel('2026-01-01T03:20:00.000Z', now)).toBe('3 h 20 min left to respond');
    expect(timeLeftLabel('2026-01-01T00:00:30.000Z', now)).toBe('1 min left to respond');
    expect(timeLeftLabel('2025-12-31T23:00:00.000Z', now)).toBe('Response time is up');
  });

  it('makes a dialable tel: link from a formatted number', () => {
    expect(telLink('+1 (312) 555-0129')).toBe('tel:+13125550129');
  });
});

describe('the customer’s word on a lead card', () => {
  it('tells the hired provider the customer says they hired them', () => {
    expect(customerOutcomeNote({ ...businessLead, status: 'won', customerOutcome: 'hired' })).toEqual({ text: 'The customer says they hired you', won: true });
  });

  it('tells the other providers the customer hired someone else', () => {
    const lead: LeadWithBusiness = { ...businessLead, status: 'lost', customerOutcome: 'hired-other', closedReason: 'The customer hired someone else' };
    expect(customerOutcomeNote(lead)).toEqual({ text: 'The customer hired someone else', won: false });
  });

  it('gives the reason the customer closed the request with', () => {
    const lead: LeadWithBusiness = { ...businessLead, status: 'lost', customerOutcome: 'closed', closedReason: 'Found help elsewhere' };
    expect(customerOutcomeNote(lead)).toEqual({ text: 'The customer closed this request: Found help elsewhere', won: false });
    expect(customerOutcomeNote({ ...lead, closedReason: '  ' })?.text).toBe('The customer closed this request');
  });

  it('says nothing on a lead the provider ended themselves', () => {
    expect(customerOutcomeNote({ ...businessLead, status: 'won' })).toBeUndefined();
    expect(customerOutcomeNote({ ...businessLead, status: 'lost' })).toBeUndefined();
  });

  it('says nothing while this device shows its own unsent status instead of the customer’s', () => {
    expect(customerOutcomeNote({ ...businessLead, status: 'contacted', customerOutcome: 'hired' })).toBeUndefined();
  });

  it('offers no status buttons on a lead the customer ended, as the lead state machine has none for won and lost', () => {
    expect(leadActionsFor({ status: 'won' })).toEqual([]);
    expect(leadActionsFor({ status: 'lost' })).toEqual([]);
  });
});
