import { describe, expect, it } from 'vitest';
import { cardCredentials, certificationLabel, credentialStatusLabel, responsivenessLabel, reviewCountLabel, serviceLabel, startingPriceLabel } from './provider-display';

describe('startingPriceLabel', () => {
  it('prefers the hourly rate', () => {
    expect(startingPriceLabel({ hourlyRate: 85, monthlyStartingPrice: 1200 })).toBe('Starting at $85/hour');
  });
  it('falls back to the monthly starting price with thousands separators', () => {
    expect(startingPriceLabel({ monthlyStartingPrice: 2500 })).toBe('Starting at $2,500/month');
  });
  it('shows a zero rate rather than hiding it', () => {
    expect(startingPriceLabel({ hourlyRate: 0 })).toBe('Starting at $0/hour');
  });
  it('says "Contact for pricing" without any price', () => {
    expect(startingPriceLabel({})).toBe('Contact for pricing');
  });
});

describe('labels', () => {
  it('names known service and certification tags', () => {
    expect(serviceLabel('tax-prep')).toBe('Tax Preparation');
    expect(certificationLabel('quickbooks-pro')).toBe('QuickBooks ProAdvisor');
  });
  it('keeps unknown tags as they are', () => {
    expect(serviceLabel('audit')).toBe('audit');
    expect(certificationLabel('ACCA')).toBe('ACCA');
  });
  it('counts reviews in singular and plural', () => {
    expect(reviewCountLabel(1)).toBe('(1 review)');
    expect(reviewCountLabel(12)).toBe('(12 reviews)');
  });
});

describe('responsivenessLabel', () => {
  it('says how a professional replies, and nothing without the figures', () => {
    expect(responsivenessLabel({ responseRate: 90, typicalReplyHours: 6 })).toBe('Usually responds within 6 h · replies to 90% of requests');
    expect(responsivenessLabel({ responseRate: 0 })).toBe('Replies to 0% of requests');
    expect(responsivenessLabel(undefined)).toBeUndefined();
  });
});

describe('credential badges', () => {
  it('dates a verified credential by its month and calls the rest self-reported', () => {
    expect(credentialStatusLabel({ name: 'CPA', verifiedAt: '2026-10-31T23:30:00.000Z' })).toBe('Verified Oct 2026');
    expect(credentialStatusLabel({ name: 'CPA' })).toBe('Self-reported');
  });

  it('gives a card the verified credentials and a count of the self-reported ones', () => {
    const verified = { name: 'CPA', verifiedAt: '2026-01-05T00:00:00.000Z' };
    expect(cardCredentials([{ name: 'Xero Advisor' }, verified, { name: 'ACCA' }])).toEqual({ verified: [verified], selfReported: 2 });
    expect(cardCredentials([])).toEqual({ verified: [], selfReported: 0 });
  });
});
