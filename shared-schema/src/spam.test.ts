import { describe, expect, it } from 'vitest';
import { customerOnboardingRequestSchema } from './api/questionnaire';
import { contactRequestSchema } from './api/marketplace';
import { canonicalContent, countLinks, honeypotFilled } from './spam';

describe('countLinks', () => {
  it('counts addresses with a scheme and those starting with www.', () => {
    expect(countLinks(undefined)).toBe(0);
    expect(countLinks('Monthly books, VAT returns and payroll for 4 staff.')).toBe(0);
    expect(countLinks('Our site: https://shop.example/about')).toBe(1);
    expect(countLinks('HTTP://A.example, www.b.example and https://c.example?x=1')).toBe(3);
  });

  it('does not count an email address or a bare word with a dot', () => {
    expect(countLinks('Write to owner@shop.example about the Q1.2 figures')).toBe(0);
  });
});

describe('canonicalContent', () => {
  it('is the same whatever the letter case, spacing, Unicode form or list order', () => {
    const a = canonicalContent('questionnaire', { info: 'Monthly  books\nplease', services: ['Payroll', 'Bookkeeping'], city: undefined, age: 30 });
    const b = canonicalContent('questionnaire', { age: 30, city: '', services: ['bookkeeping ', 'PAYROLL'], info: ' monthly books please ' });
    expect(a).toBe(b);
    expect(canonicalContent('x', { name: 'Caf\u00e9' })).toBe(canonicalContent('x', { name: 'Cafe\u0301' }));
  });

  it('differs when a choice, a word or the kind of write differs', () => {
    const base = canonicalContent('business', { budget: '1000-2500', notes: 'Monthly books' });
    expect(canonicalContent('business', { budget: '2500-5000', notes: 'Monthly books' })).not.toBe(base);
    expect(canonicalContent('business', { budget: '1000-2500', notes: 'Weekly books' })).not.toBe(base);
    expect(canonicalContent('questionnaire', { budget: '1000-2500', notes: 'Monthly books' })).not.toBe(base);
  });
});

describe('the homepage honeypot', () => {
  it('is accepted by public write schemas, and only a non-blank value counts as filled', () => {
    expect(contactRequestSchema.parse({ email: 'a@b.example', homepage: 'https://x.example' }).homepage).toBe('https://x.example');
    expect(customerOnboardingRequestSchema.shape.homepage.safeParse('').success).toBe(true);
    expect(honeypotFilled(undefined)).toBe(false);
    expect(honeypotFilled('  ')).toBe(false);
    expect(honeypotFilled('x')).toBe(true);
  });
});
