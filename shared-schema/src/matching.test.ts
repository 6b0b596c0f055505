import { describe, expect, it } from 'vitest';
import {
  budgetRange,
  businessSizeFor,
  MATCH_WEIGHTS,
  placeFor,
  rankCandidates,
  scoreCandidate,
  serviceTagsFor,
  type MatchCandidate,
  type MatchRequest,
} from './matching';

const candidate = (id: string, overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({
  id,
  services: ['bookkeeping', 'tax-prep'],
  city: 'Chicago',
  country: 'United States',
  serviceArea: 'regional',
  businessSize: ['small'],
  hourlyRate: 40,
  averageRating: 40,
  totalReviews: 10,
  responseRate: 0.5,
  openLeads: 1,
  ...overrides,
});

const request = (overrides: Partial<MatchRequest> = {}): MatchRequest => ({
  services: ['bookkeeping'],
  personalTax: false,
  city: 'Chicago',
  country: 'United States',
  businessSize: 'small',
  budget: { min: 500, max: 1000 },
  ...overrides,
});

const score = (req: MatchRequest, cand: MatchCandidate) => scoreCandidate(req, cand)?.score ?? -1;

describe('match scoring', () => {
  it('has weights that add up to 100 and a perfect fit scores 100', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(score(request(), candidate('a', { averageRating: 50, responseRate: 1, openLeads: 0 }))).toBe(100);
  });

  it('moves the score the right way for each factor', () => {
    const base = score(request(), candidate('a'));
    expect(score(request({ services: ['bookkeeping', 'payroll'] }), candidate('a'))).toBeLessThan(base);
    expect(score(request(), candidate('a', { city: 'Austin' }))).toBeLessThan(base);
    expect(score(request(), candidate('a', { businessSize: ['large'] }))).toBeLessThan(base);
    expect(score(request(), candidate('a', { hourlyRate: 120 }))).toBeLessThan(base);
    expect(score(request(), candidate('a', { averageRating: 48 }))).toBeGreaterThan(base);
    expect(score(request(), candidate('a', { totalReviews: 1 }))).toBeLessThan(base);
    expect(score(request(), candidate('a', { responseRate: 0.9 }))).toBeGreaterThan(base);
    expect(score(request(), candidate('a', { openLeads: 6 }))).toBeLessThan(base);
  });

  it('matches only in the customer’s country, and nobody without a known country', () => {
    expect(scoreCandidate(request(), candidate('a', { country: 'Canada', city: 'Toronto', serviceArea: 'national' }))).toBeNull();
    expect(scoreCandidate(request(), candidate('a', { country: 'Canada', city: 'Toronto', serviceArea: 'remote' }))).toBeNull();
    expect(scoreCandidate(request({ city: undefined, country: undefined }), candidate('a', { serviceArea: 'remote' }))).toBeNull();
    expect(scoreCandidate(request({ city: 'London', country: 'united kingdom' }), candidate('a', { city: 'London', country: 'United Kingdom' }))).not.toBeNull();
  });

  it('scores the customer’s city highest; elsewhere in the country, remote and national practices reach furthest', () => {
    const manchester = request({ city: 'Manchester', country: 'United Kingdom' });
    const inUk = (overrides: Partial<MatchCandidate>) => candidate('a', { country: 'United Kingdom', ...overrides });
    const local = score(manchester, inUk({ city: 'Manchester', serviceArea: 'local' }));
    const remoteLondon = score(manchester, inUk({ city: 'London', serviceArea: 'remote' }));
    const localLondon = score(manchester, inUk({ city: 'London', serviceArea: 'local' }));
    expect(local).toBeGreaterThan(remoteLondon);
    expect(remoteLondon).toBeGreaterThan(localLondon);
    expect(scoreCandidate(request({ city: undefined, country: 'United Kingdom' }), inUk({ city: 'Leeds', serviceArea: 'local' }))?.breakdown.location).toBe(14);
  });

  it('excludes providers who cannot do the work', () => {
    expect(scoreCandidate(request({ services: ['payroll'] }), candidate('a'))).toBeNull();
  });

  it('never matches personal tax requests with providers without tax services', () => {
    const personal = request({ services: serviceTagsFor(['Income tax']), personalTax: true, city: undefined });
    expect(scoreCandidate(personal, candidate('a', { services: ['bookkeeping', 'payroll'] }))).toBeNull();
    expect(scoreCandidate(personal, candidate('b'))).not.toBeNull();
  });

  it('ranks at most three, breaking ties by id, and puts the chosen provider first', () => {
    const pool = ['d', 'b', 'a', 'c'].map((id) => candidate(id));
    expect(rankCandidates(request(), pool).map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(rankCandidates(request({ preferredProviderId: 'd' }), pool).map((m) => m.id)).toEqual(['d', 'a', 'b']);
  });

  it('explains each score with per-factor points that add up to it', () => {
    const match = scoreCandidate(request(), candidate('a'))!;
    const sum = Object.values(match.breakdown).reduce((a, b) => a + b, 0);
    expect(Math.round(sum)).toBe(match.score);
    expect(match.breakdown.services).toBe(35);
  });
});

describe('request translation', () => {
  it('maps customer service names onto provider tags through one table', () => {
    expect(serviceTagsFor(['VAT', 'Payroll services', 'Business plans', 'Unknown'])).toEqual(['tax-prep', 'payroll', 'cfo-services']);
  });

  it('reads sizes, budgets and places', () => {
    expect(businessSizeFor('$51k-$100k')).toBe('small');
    expect(businessSizeFor('Medium (11-50 employees)')).toBe('medium');
    expect(businessSizeFor('$1.5m+')).toBe('large');
    expect(businessSizeFor('Not specified')).toBeUndefined();
    expect(budgetRange('5000+')).toEqual({ min: 5000, max: Number.POSITIVE_INFINITY });
    expect(placeFor('Chicago, IL')).toEqual({ city: 'Chicago', country: 'United States' });
    expect(placeFor('somewhere, Canada')).toEqual({ country: 'Canada' });
    expect(placeFor('Atlantis')).toEqual({});
  });
});
