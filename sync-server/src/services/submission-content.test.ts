import { describe, expect, it } from 'vitest';
import { questionnaireSubmission } from './submission-content';
import { contentReasons, contentHash } from './submission-screen';

const questionnaire = (overrides: Record<string, unknown> = {}) =>
  questionnaireSubmission({
    needsType: 'business',
    primaryServices: ['Bookkeeping', 'Payroll services'],
    additionalServices: [],
    clientType: 'I want a new accountant',
    businessType: 'Limited',
    annualTurnover: '$51k-$100k',
    industry: 'Retail',
    accountingSoftware: 'Xero',
    additionalInfo: 'Monthly books',
    age: '31-40',
    email: 'owner@shop.example',
    country: 'United States',
    postcode: '',
    mobileNumber: '+1 555 0100',
    emailUpdates: false,
    ...overrides,
  } as Parameters<typeof questionnaireSubmission>[0]);

const hashOf = (submission: ReturnType<typeof questionnaire>) => contentHash(submission.kind, submission.content);

describe('a questionnaire as the spam rules see it', () => {
  it('hashes the same content the same, however it is spaced, cased or ordered, and the honeypot not at all', () => {
    const first = questionnaire();
    const again = questionnaire({ additionalInfo: '  monthly BOOKS ', primaryServices: ['Payroll services', 'Bookkeeping'], homepage: 'x' });
    expect(hashOf(again)).toBe(hashOf(first));
    expect(hashOf(questionnaire({ annualTurnover: '$101k-$250k' }))).not.toBe(hashOf(first));
    expect(hashOf(questionnaire({ additionalInfo: 'Monthly books and payroll' }))).not.toBe(hashOf(first));
  });

  it('holds on a filled honeypot and on more than 2 links in its free text', () => {
    expect(contentReasons(questionnaire())).toEqual([]);
    expect(contentReasons(questionnaire({ homepage: 'https://bot.example' }))).toHaveLength(1);
    expect(contentReasons(questionnaire({ additionalInfo: 'https://a.example https://b.example' }))).toEqual([]);
    expect(contentReasons(questionnaire({ additionalInfo: 'https://a.example https://b.example www.c.example' }))).toEqual(['additionalInfo has 3 links (at most 2)']);
  });
});
