import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from 'mongodb';
import { COUNTRIES, FEATURED_COUNTRIES, LEAD_STATUSES, nameProblem, OPEN_LEAD_STATUSES, POPULAR_LANDING_PAGES } from '@ledgerlink/shared-schema';
import { collections } from '../src/db/collections';
import { ensureIndexes } from '../src/db/indexes';
import { DEMO_PROVIDER_USERNAME, seedDemoData, seedProviders } from '../src/db/seed';
import { marketplaceStats } from '../src/services/marketplace-stats';
import type { SeedResult } from '../src/db/seed';
import { openTestDatabase } from './support/database';
import type { TestDatabase } from './support/database';

const COLLECTIONS = ['countries', 'cities', 'services', 'bookkeepers', 'reviews', 'businesses', 'leads', 'bookings', 'customerOnboardings'];

async function counts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(COLLECTIONS.map(async (name) => [name, await db.collection(name).countDocuments()] as const));
  return Object.fromEntries(entries);
}

/** What must come out the same on every run: identity, place and rating of each provider, in order. */
async function fingerprint(db: Db) {
  const providers = await collections(db)
    .bookkeepers.find({}, { projection: { username: 1, slug: 1, averageRating: 1, totalReviews: 1, city: 1, hourlyRate: 1 } })
    .sort({ _id: 1 })
    .toArray();
  return providers.map(({ username, slug, averageRating, totalReviews, city, hourlyRate }) => ({
    username,
    slug,
    averageRating,
    totalReviews,
    city,
    hourlyRate,
  }));
}

describe('seedDemoData', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  let result: SeedResult;

  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    await Promise.all([ensureIndexes(first.db), ensureIndexes(second.db)]);
    const started = performance.now();
    result = await seedDemoData(first.db);
    console.log(`seedDemoData: ${Math.round(performance.now() - started)} ms (${result.summary})`);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('loads into an empty database and names the demo provider, storing no dashboard secrets', async () => {
    expect(result.loaded).toBe(true);
    expect(result.summary).toMatch(/^[\d,]+ providers .*, [\d,]+ reviews, \d+ businesses, \d+ leads/);
    const demo = await collections(first.db).bookkeepers.findOne({ username: DEMO_PROVIDER_USERNAME });
    expect(demo).not.toBeNull();
    expect(demo!.isApproved && demo!.isActive).toBe(true);
    expect(result.demoProviderId?.equals(demo!._id)).toBe(true);
    expect(await collections(first.db).bookkeepers.countDocuments({ $or: [{ dashboardKey: { $exists: true } }, { dashboardKeyHash: { $exists: true } }] } as never)).toBe(0);
  });

  it('has at least 500 approved active providers, 30+ in each featured country and some in every other, and 100+ firms', async () => {
    const { bookkeepers } = collections(first.db);
    const visible = { isApproved: true, isActive: true };
    expect(await bookkeepers.countDocuments(visible)).toBeGreaterThanOrEqual(500);
    expect(await bookkeepers.countDocuments({ ...visible, providerType: 'firm' })).toBeGreaterThanOrEqual(100);
    const byCountry = await bookkeepers.aggregate<{ _id: string; n: number }>([{ $match: visible }, { $group: { _id: '$country', n: { $sum: 1 } } }]).toArray();
    for (const country of COUNTRIES) {
      const listed = byCountry.find((entry) => entry._id === country.name)?.n ?? 0;
      expect(listed, country.name).toBeGreaterThanOrEqual(FEATURED_COUNTRIES.includes(country) ? 30 : 8);
    }
    expect(await bookkeepers.countDocuments({ isApproved: false, isActive: true })).toBeGreaterThan(0);
    expect(await bookkeepers.countDocuments({ isApproved: false, isActive: false, rejectionReason: { $exists: true } })).toBeGreaterThan(0);
  });

  it('loads demo firms as reviewed profiles, not as a firm upload waiting for review', async () => {
    const { bookkeepers, firmUploads } = collections(first.db);
    expect(await bookkeepers.countDocuments({ uploadId: { $exists: true } })).toBe(0);
    expect(await firmUploads.countDocuments()).toBe(0);
    expect(await bookkeepers.countDocuments({ providerType: 'firm', isApproved: true, isActive: true })).toBeGreaterThanOrEqual(100);
  });

  it("fills every landing page the footer links to, with ratings and prices for its introduction", async () => {
    for (const filters of POPULAR_LANDING_PAGES) {
      const stats = await marketplaceStats(collections(first.db).bookkeepers, filters);
      expect(stats.total, `${filters.services[0]} in ${filters.city}`).toBeGreaterThanOrEqual(5);
      expect(stats.averageRating).not.toBeNull();
      expect(stats.hourlyRate ?? stats.monthlyStartingPrice).not.toBeNull();
    }
  });

  it('loads settings: every country, its cities and the four services', async () => {
    const c = collections(first.db);
    const countries = await c.countries.find().toArray();
    expect(countries).toHaveLength(12);
    const countryIds = new Set(countries.map((country) => country._id.toHexString()));
    const cities = await c.cities.find().toArray();
    expect(cities.length).toBeGreaterThan(50);
    expect(cities.every((city) => countryIds.has(city.countryId.toHexString()))).toBe(true);
    const services = await c.services.find().toArray();
    expect(services.map((service) => service.name).sort()).toEqual(['bookkeeping', 'cfo-services', 'payroll', 'tax-prep']);
  });

  it('keeps valid provider fields', async () => {
    const providers = await collections(first.db).bookkeepers.find().toArray();
    for (const provider of providers) {
      expect(provider.username).toMatch(/^[a-z0-9_]{3,30}$/);
      expect(nameProblem(provider.fullName), provider.fullName).toBeUndefined();
      expect(nameProblem(provider.businessName ?? ''), provider.businessName).toBeUndefined();
      expect(provider.email).toMatch(/@example\.com$/);
      expect(provider.services.length).toBeGreaterThanOrEqual(1);
      expect(provider.services.length).toBeLessThanOrEqual(4);
      expect(provider.businessSize.length).toBeGreaterThanOrEqual(1);
      if (provider.hourlyRate !== undefined) {
        expect(Number.isInteger(provider.hourlyRate)).toBe(true);
        expect(provider.hourlyRate).toBeGreaterThanOrEqual(25);
        expect(provider.hourlyRate).toBeLessThanOrEqual(180);
      }
    }
    expect(providers.some((provider) => provider.hourlyRate === undefined && provider.monthlyStartingPrice === undefined)).toBe(true);
  });

  it('gives every business and reviewer a name the name rule accepts', async () => {
    const businesses = await collections(first.db).businesses.find().toArray();
    expect(businesses.length).toBeGreaterThan(0);
    for (const business of businesses) for (const name of [business.companyName, business.contactName]) expect(nameProblem(name), name).toBeUndefined();
    const reviews = await collections(first.db).reviews.find().toArray();
    for (const review of reviews) expect(nameProblem(review.reviewerName ?? ''), review.reviewerName).toBeUndefined();
  });

  it("matches every approved provider's rating totals to its reviews", async () => {
    const c = collections(first.db);
    const reviews = await c.reviews.find({}, { projection: { bookkeeperId: 1, rating: 1 } }).toArray();
    const byProvider = new Map<string, number[]>();
    for (const review of reviews) {
      const key = review.bookkeeperId.toHexString();
      byProvider.set(key, [...(byProvider.get(key) ?? []), Number(review.rating)]);
    }
    const approved = await c.bookkeepers.find({ isApproved: true }).toArray();
    let rated = 0;
    for (const provider of approved) {
      const ratings = byProvider.get(provider._id.toHexString()) ?? [];
      expect(provider.totalReviews).toBe(ratings.length);
      const expected = ratings.length === 0 ? 0 : Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10);
      expect(provider.averageRating).toBe(expected);
      if (ratings.length > 0) rated += 1;
      expect(ratings.length).toBeLessThanOrEqual(12);
    }
    expect(rated).toBeGreaterThan(approved.length / 2);
  });

  it('gives the demo provider a lead in every status and never two open leads for one request and provider', async () => {
    const c = collections(first.db);
    const demo = await c.bookkeepers.findOne({ username: DEMO_PROVIDER_USERNAME });
    const demoStatuses = new Set((await c.leads.find({ bookkeeperId: demo!._id }).toArray()).map((lead) => lead.status));
    expect([...demoStatuses].sort()).toEqual([...LEAD_STATUSES].sort());

    const leads = await c.leads.find().toArray();
    expect(leads.length).toBeGreaterThanOrEqual(50);
    const open = new Set<string>();
    for (const lead of leads) {
      if (lead.status !== 'new') expect(lead.respondedAt).toBeInstanceOf(Date);
      if (!OPEN_LEAD_STATUSES.includes(lead.status)) continue;
      const request = lead.businessId?.toHexString() ?? lead.onboardingId?.toHexString();
      expect(request).toBeDefined();
      const key = `${request}:${lead.bookkeeperId.toHexString()}`;
      expect(open.has(key)).toBe(false);
      open.add(key);
    }
    const providerIds = new Set(leads.map((lead) => lead.bookkeeperId.toHexString()));
    const withLeads = await c.bookkeepers.find({ _id: { $in: leads.map((lead) => lead.bookkeeperId) } }).toArray();
    expect(withLeads).toHaveLength(providerIds.size);
  });

  it('links bookings to existing businesses and providers', async () => {
    const c = collections(first.db);
    const bookings = await c.bookings.find().toArray();
    expect(bookings.length).toBeGreaterThanOrEqual(10);
    const businessIds = new Set((await c.businesses.find().toArray()).map((business) => business._id.toHexString()));
    for (const booking of bookings) {
      expect(businessIds.has(booking.businessId.toHexString())).toBe(true);
      expect(await c.bookkeepers.countDocuments({ _id: booking.bookkeeperId })).toBe(1);
    }
    expect(await c.customerOnboardings.countDocuments({ status: 'pending' })).toBeGreaterThan(0);
  });

  it('loads only once', async () => {
    const before = await counts(first.db);
    const again = await seedDemoData(first.db);
    expect(again.loaded).toBe(false);
    expect(again.summary).toBe('already present');
    expect(again.demoProviderId?.equals(result.demoProviderId!)).toBe(true);
    expect(await counts(first.db)).toEqual(before);
  });

  it('is deterministic: a second fresh database gets the same providers in the same order', async () => {
    const other = await seedDemoData(second.db);
    expect(other.loaded).toBe(true);
    expect(other.summary).toBe(result.summary);
    expect(await fingerprint(second.db)).toEqual(await fingerprint(first.db));
  });
});

describe('seedProviders', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
    await ensureIndexes(database.db);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('inserts exactly the requested number of approved, active providers with unique usernames and slugs', async () => {
    const started = performance.now();
    await seedProviders(database.db, 1000, 7);
    console.log(`seedProviders(1000): ${Math.round(performance.now() - started)} ms`);
    const providers = await collections(database.db).bookkeepers.find().toArray();
    expect(providers).toHaveLength(1000);
    expect(providers.every((provider) => provider.isApproved && provider.isActive)).toBe(true);
    expect(new Set(providers.map((provider) => provider.username)).size).toBe(1000);
    expect(new Set(providers.map((provider) => provider.slug)).size).toBe(1000);
    expect(new Set(providers.map((provider) => provider.email)).size).toBe(1000);
  });
});
