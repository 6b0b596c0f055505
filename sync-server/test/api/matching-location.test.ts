import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import type { BookkeeperDoc } from '../../src/db/documents';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc, validBusinessRequest, validQuestionnaire } from '../support/factories';

/** Tax, payroll and accounting are national work: a match is always in the customer's country. */
describe('matching by where the customer is', () => {
  let api: TestApi | undefined;
  beforeEach(async () => {
    await api?.close();
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  const providersOf = async (filter: Record<string, unknown>) => {
    const leads = await collections(api!.db).leads.find(filter).toArray();
    const names = await collections(api!.db).bookkeepers.find({ _id: { $in: leads.map((lead) => lead.bookkeeperId) } }).toArray();
    return names.map((provider) => provider.fullName).sort();
  };

  it('matches a UK questionnaire only with UK professionals, however well the others fit', async () => {
    const tax: Partial<BookkeeperDoc> = { services: ['tax-prep', 'bookkeeping'], serviceArea: 'remote', averageRating: 50, totalReviews: 40 };
    await insertProviders(api!.db, [
      providerDoc({ ...tax, fullName: 'Memphis Remote', city: 'Memphis', country: 'United States' }),
      providerDoc({ ...tax, fullName: 'Dubai Remote', city: 'Dubai', country: 'United Arab Emirates' }),
      providerDoc({ ...tax, fullName: 'Sharjah Remote', city: 'Sharjah', country: 'United Arab Emirates' }),
      providerDoc({ ...tax, fullName: 'Leeds Local', city: 'Leeds', country: 'United Kingdom', serviceArea: 'local', averageRating: 30, totalReviews: 2 }),
    ]);
    const { status, body } = await api!.request('/api/customer-onboarding', {
      method: 'POST',
      json: validQuestionnaire({ needsType: 'personal', primaryServices: ['Self-assessment'], additionalServices: [], businessType: '', annualTurnover: '', industry: '', accountingSoftware: '', country: 'United Kingdom', city: 'Leeds' }),
    });
    expect([status, body.matched]).toEqual([201, 1]);
    expect(await providersOf({ onboardingId: { $exists: true } })).toEqual(['Leeds Local']);
  });

  it('leaves a request nobody in its country fits unmatched, on the admin’s list, never sent abroad', async () => {
    await insertProviders(api!.db, [providerDoc({ fullName: 'Chicago Remote', serviceArea: 'remote' })]);
    const { body } = await api!.request('/api/customer-onboarding', { method: 'POST', json: validQuestionnaire({ country: 'Canada', city: 'Toronto' }) });
    expect(body.matched).toBe(0);
    expect(await providersOf({})).toEqual([]);
    const cookie = await signInAdmin(api!);
    const unmatched = await api!.request('/api/admin/unmatched-requests', { headers: { cookie } });
    expect(unmatched.body.requests).toEqual([expect.objectContaining({ kind: 'questionnaire', reason: expect.stringContaining('in Canada') })]);
  });

  it('picks a fitting local professional over a remote one from another city', async () => {
    const fit: Partial<BookkeeperDoc> = { services: ['bookkeeping', 'payroll'], hourlyRate: 40, businessSize: ['small'] };
    await insertProviders(api!.db, [
      providerDoc({ ...fit, fullName: 'Manchester Newcomer', city: 'Manchester', country: 'United Kingdom', serviceArea: 'local', averageRating: 0, totalReviews: 0 }),
      providerDoc({ ...fit, fullName: 'London Remote', city: 'London', country: 'United Kingdom', serviceArea: 'remote', averageRating: 0, totalReviews: 0 }),
    ]);
    const { body } = await api!.request('/api/business/register', {
      method: 'POST',
      json: { ...validBusinessRequest(), location: 'Manchester', services: ['Bookkeeping', 'Payroll Processing'], budget: '1000-2500' },
    });
    const leads = await collections(api!.db).leads.find({ businessId: { $exists: true } }).sort({ matchScore: -1 }).toArray();
    const best = await collections(api!.db).bookkeepers.findOne({ _id: leads[0]!.bookkeeperId });
    expect(body.matched).toBe(2);
    expect(best?.fullName).toBe('Manchester Newcomer');
    expect(leads[0]!.matchScore).toBeGreaterThan(leads[1]!.matchScore);
  });

  it('reads a business request’s location the same way: a city we know names its country', async () => {
    await insertProviders(api!.db, [providerDoc({ fullName: 'Chicago Remote', serviceArea: 'remote' })]);
    const leeds = await api!.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), companyName: 'Cafe in Leeds', location: 'Leeds' } });
    expect(leeds.body.matched).toBe(0);
    const chicago = await api!.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), location: 'Chicago, IL' } });
    expect(chicago.body.matched).toBe(1);
  });
});
