import { describe, expect, it } from 'vitest';
import { matchReasons, matchStateWords, matchTitle, matchTone, requestDetails } from './match-view';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-27T10:00:00.000Z');

describe('a match in the customer’s words', () => {
  it('counts the hours left from this device’s clock, so an old copy stays right', () => {
    const match = { status: 'new' as const, respondBy: new Date(NOW + 22 * HOUR).toISOString(), updatedAt: '2026-11-27T08:00:00.000Z', replaced: false };
    expect(matchStateWords(match, NOW)).toBe('Waiting for a reply (22 h left)');
    expect(matchStateWords(match, NOW + 10 * HOUR)).toBe('Waiting for a reply (12 h left)');
    expect(matchStateWords(match, NOW + 23 * HOUR)).toBe('Waiting for a reply');
  });

  it('dates a reply in the reader’s time zone', () => {
    const match = { status: 'contacted' as const, updatedAt: '2026-11-27T23:30:00.000Z', replaced: false };
    expect(matchStateWords(match, NOW, 'UTC')).toBe('Contacted you on Nov 27, 2026');
    expect(matchStateWords(match, NOW, 'Asia/Tokyo')).toBe('Contacted you on Nov 28, 2026');
  });

  it('says a pass and whether another professional was offered', () => {
    expect(matchStateWords({ status: 'passed', updatedAt: '2026-11-27T08:00:00.000Z', replaced: true }, NOW)).toBe('Passed — we offered another professional');
    expect(matchTone('passed')).toBe('ended');
    expect(matchTone('new')).toBe('waiting');
    expect(matchTone('contacted')).toBe('answered');
  });
});

describe('match card words', () => {
  it('leads a firm’s card with its business name and a person’s with theirs', () => {
    expect(matchTitle({ providerType: 'firm', fullName: 'Ada Lovelace', businessName: 'Analytical Books' })).toEqual({ name: 'Analytical Books', subtitle: 'Ada Lovelace' });
    expect(matchTitle({ providerType: 'individual', fullName: 'Ada Lovelace', businessName: 'Analytical Books' })).toEqual({ name: 'Ada Lovelace', subtitle: 'Analytical Books' });
    expect(matchTitle({ providerType: 'individual', fullName: 'Ada Lovelace' })).toEqual({ name: 'Ada Lovelace' });
  });

  it('names the factors where the professional fit best, in the order of the scoring, ignoring unknown ones', () => {
    expect(matchReasons({ services: 35, location: 14, businessSize: 10, price: 5, rating: 12, responsiveness: 2.5, load: 2.5, mystery: 99 })).toEqual([
      'Offers the services you asked for',
      'Works with businesses of your size',
      'Highly rated by clients',
    ]);
    expect(matchReasons({})).toEqual([]);
  });
});

describe('what was asked', () => {
  it('lists only what the request has, in words', () => {
    const request = {
      id: 'r',
      kind: 'business' as const,
      services: ['Bookkeeping'],
      budget: '1000-2500' as const,
      timeline: 'asap' as const,
      city: 'Leeds',
      country: 'United Kingdom',
      contact: { name: 'Sam Owner', email: 'sam@example.com' },
      createdAt: '2026-11-27T08:00:00.000Z',
    };
    expect(requestDetails(request)).toEqual([
      { term: 'Budget', value: '$1,000-$2,500/month' },
      { term: 'Timeline', value: 'ASAP' },
      { term: 'Location', value: 'Leeds, United Kingdom' },
      { term: 'Name', value: 'Sam Owner' },
      { term: 'Email', value: 'sam@example.com' },
    ]);
    expect(requestDetails({ ...request, budget: undefined, timeline: undefined, city: undefined, country: undefined, contact: { email: '' } })).toEqual([]);
  });
});
