/**
 * Demo data for a fresh database, and bulk providers for the benchmark. Everything is derived from
 * a seeded PRNG and a fixed base date, so two runs give the same data; only ObjectIds differ
 * between runs. No provider gets a dashboard key here: keys are secrets issued when needed
 * (services/dashboard-access.ts), and the demo provider's link is issued afresh on each demo start.
 */
import { ObjectId } from 'mongodb';
import type { Db } from 'mongodb';
import {
  ACCOUNTING_SOFTWARE,
  AGE_RANGES,
  ANNUAL_TURNOVERS,
  BUDGETS,
  BUSINESS_ADDITIONAL_SERVICES,
  BUSINESS_PRIMARY_SERVICES,
  BUSINESS_REQUEST_SERVICES,
  BUSINESS_TYPES,
  CITIES,
  CLIENT_TYPES,
  COUNTRIES,
  HIRE_BUSINESS_SIZES,
  INDUSTRIES,
  LEAD_STATUSES,
  FEATURED_COUNTRIES,
  OPEN_LEAD_STATUSES,
  PERSONAL_ADDITIONAL_SERVICES,
  PERSONAL_PRIMARY_SERVICES,
  PROVIDER_SERVICE_LABELS,
  TIMELINES,
} from '@ledgerlink/shared-schema';
import type { LeadSource, LeadStatus, ProviderService } from '@ledgerlink/shared-schema';
import { collections } from './collections';
import type {
  BookingDoc,
  BookkeeperDoc,
  BusinessDoc,
  CityDoc,
  CountryDoc,
  QuestionnaireDoc,
  LeadDoc,
  LeadStats,
  ReviewDoc,
  ServiceDoc,
} from './documents';
import { BUSINESS_NAME_PARTS, BUSINESS_NOTES, LEAD_NOTES } from './seed-data/content';
import { namePoolFor } from './seed-data/names';
import { emptyTaken, generateProvider, phoneFor, pickCity, pickCountry } from './seed-data/providers';
import type { GeneratedProvider, TakenValues } from './seed-data/providers';
import { daysAfter, daysBeforeBase, Random } from './seed-data/random';

export { Random, SEED_BASE_DATE } from './seed-data/random';

/** The fixed provider whose dashboard link the server prints in demo mode. */
export const DEMO_PROVIDER_USERNAME = 'demo_provider';

const DEMO_SEED = 20_260_101;
const APPROVED_PROVIDERS = 560;
const PENDING_PROVIDERS = 25;
const PROVIDERS_PER_OTHER_COUNTRY = 10;
const REJECTED_PROVIDERS = 10;
const BUSINESSES = 40;
const OTHER_LEADS = 52;
const BOOKINGS = 20;
const QUESTIONNAIRES = 5;
const MATCHED_QUESTIONNAIRES = 3;
const BATCH = 1_000;

const SERVICE_DETAILS: Record<ProviderService, { category: string; description: string }> = {
  bookkeeping: { category: 'Accounting', description: 'Monthly bookkeeping, reconciliations and financial statements.' },
  'tax-prep': { category: 'Tax', description: 'Business and personal tax returns, planning and filings.' },
  payroll: { category: 'Payroll', description: 'Pay runs, payroll tax filings and year-end forms.' },
  'cfo-services': { category: 'Advisory', description: 'Fractional CFO: budgeting, forecasting and board reporting.' },
};

export interface SeedResult {
  loaded: boolean;
  summary: string;
  /** The provider whose dashboard link demo mode prints. */
  demoProviderId?: ObjectId;
}

async function insertInBatches<T extends object>(insert: (docs: T[]) => Promise<unknown>, docs: T[]): Promise<void> {
  for (let start = 0; start < docs.length; start += BATCH) {
    await insert(docs.slice(start, start + BATCH));
  }
}

async function takenValues(db: Db): Promise<TakenValues> {
  const taken = emptyTaken();
  const existing = await collections(db)
    .bookkeepers.find({}, { projection: { username: 1, email: 1, slug: 1 } })
    .toArray();
  for (const provider of existing) {
    taken.usernames.add(provider.username);
    taken.emails.add(provider.email);
    taken.slugs.add(provider.slug);
  }
  return taken;
}

/**
 * Inserts `count` approved, active providers (with their reviews, so totals stay consistent),
 * deterministically from `seed`. Used by the benchmark with 10,000.
 */
export async function seedProviders(db: Db, count: number, seed: number): Promise<void> {
  const rng = new Random(seed);
  const taken = await takenValues(db);
  const { bookkeepers, reviews } = collections(db);
  for (let start = 0; start < count; start += BATCH) {
    const batch: GeneratedProvider[] = [];
    for (let index = start; index < Math.min(count, start + BATCH); index += 1) {
      batch.push(generateProvider(rng, taken, { status: 'approved' }));
    }
    // New providers have no leads: zero counters, so the start-up backfill has nothing to do.
    await bookkeepers.insertMany(batch.map((entry) => ({ ...entry.doc, leadStats: { total: 0, acted: 0, open: 0 } })), { ordered: true });
    const batchReviews = batch.flatMap((entry) => entry.reviews);
    await insertInBatches((docs: ReviewDoc[]) => reviews.insertMany(docs, { ordered: true }), batchReviews);
  }
}

/** Countries, cities and services: the marketplace's location and service filters resolve against them. */
export async function seedSettings(db: Db): Promise<void> {
  const c = collections(db);
  const settings = settingsDocs();
  await c.countries.insertMany(settings.countries, { ordered: true });
  await c.cities.insertMany(settings.cities, { ordered: true });
  await c.services.insertMany(settings.services, { ordered: true });
}

interface SettingsDocs {
  countries: CountryDoc[];
  cities: CityDoc[];
  services: ServiceDoc[];
}

function settingsDocs(): SettingsDocs {
  const createdAt = daysBeforeBase(1_200);
  const countries: CountryDoc[] = COUNTRIES.map((country) => ({
    _id: new ObjectId(),
    name: country.name,
    code: country.code,
    isActive: true,
    createdAt,
  }));
  const countryIds = new Map(countries.map((country) => [country.name, country._id]));
  const cities: CityDoc[] = CITIES.flatMap((city) => {
    const countryId = countryIds.get(city.country);
    return countryId ? [{ _id: new ObjectId(), name: city.name, countryId, country: city.country, isActive: true, createdAt }] : [];
  });
  const services: ServiceDoc[] = (Object.keys(SERVICE_DETAILS) as ProviderService[]).map((name) => ({
    _id: new ObjectId(),
    name,
    description: SERVICE_DETAILS[name].description,
    category: SERVICE_DETAILS[name].category,
    isActive: true,
    createdAt,
  }));
  return { countries, cities, services };
}

function demoProvider(rng: Random, taken: TakenValues): GeneratedProvider {
  const generated = generateProvider(rng, taken, {
    status: 'approved',
    minReviews: 9,
    fixed: {
      username: DEMO_PROVIDER_USERNAME,
      firstName: 'Jordan',
      lastName: 'Avery',
      country: 'United States',
      city: 'New York',
      providerType: 'individual',
      businessName: 'Avery Ledger & Tax',
      services: ['bookkeeping', 'tax-prep', 'payroll'],
      certifications: ['cpa', 'quickbooks-pro'],
      yearsOfExperience: 12,
    },
  });
  generated.doc.isAvailable = true;
  return generated;
}

function businessDocs(rng: Random): BusinessDoc[] {
  const usedNames = new Set<string>();
  const businesses: BusinessDoc[] = [];
  for (let index = 0; index < BUSINESSES; index += 1) {
    const industry = rng.pick(INDUSTRIES);
    const parts = BUSINESS_NAME_PARTS[industry] ?? BUSINESS_NAME_PARTS.other!;
    let companyName = `${rng.pick(parts.nouns)} ${rng.pick(parts.suffixes)}`;
    while (usedNames.has(companyName)) companyName = `${rng.pick(parts.nouns)} ${rng.pick(parts.suffixes)} ${rng.int(2, 9)}`;
    usedNames.add(companyName);
    // Index 0-7 are the demo provider's clients: all in the US.
    const country = index < 8 ? 'United States' : pickCountry(rng);
    const city = pickCity(rng, country);
    const pool = namePoolFor(country);
    const first = rng.pick(pool.first);
    const last = rng.pick(pool.last);
    const local = `${first}.${last}`
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const notes: string[] = [];
    if (rng.chance(0.5)) notes.push(`Business size: ${rng.pick(HIRE_BUSINESS_SIZES)}`);
    if (rng.chance(0.4)) notes.push(rng.pick(BUSINESS_NOTES));
    businesses.push({
      _id: new ObjectId(),
      companyName,
      industry,
      contactName: `${first} ${last}`,
      email: `${local}.${index + 1}@example.com`,
      phone: phoneFor(rng, country, city),
      location: `${city}, ${country}`,
      services: rng.sample(BUSINESS_REQUEST_SERVICES, rng.int(1, 3)),
      budget: rng.weighted(BUDGETS, [3, 4, 2, 1]),
      timeline: rng.pick(TIMELINES),
      ...(notes.length > 0 ? { notes: notes.join('. ') } : {}),
      createdAt: daysBeforeBase(5 + rng.next() * 200),
    });
  }
  return businesses;
}

/** What a lead answers: a business request (or hire booking), or a matched questionnaire. */
interface LeadRequest {
  key: string;
  ref: { businessId: ObjectId } | { onboardingId: ObjectId };
  createdAt: Date;
  sources: readonly LeadSource[];
}

const businessRequest = (business: BusinessDoc): LeadRequest => ({
  key: `business:${business._id.toHexString()}`,
  ref: { businessId: business._id },
  createdAt: business.createdAt,
  sources: ['booking', 'business-request'],
});

const questionnaireRequest = (questionnaire: QuestionnaireDoc): LeadRequest => ({
  key: `questionnaire:${questionnaire._id.toHexString()}`,
  ref: { onboardingId: questionnaire._id },
  createdAt: questionnaire.createdAt,
  sources: ['questionnaire'],
});

function leadDoc(rng: Random, request: LeadRequest, provider: BookkeeperDoc, status: LeadStatus): LeadDoc {
  const createdAt = daysAfter(request.createdAt, rng.next() * 3);
  const notifiedAt = new Date(createdAt.getTime() + rng.int(1, 30) * 60_000);
  const respondedAt = status === 'new' ? undefined : daysAfter(notifiedAt, 0.1 + rng.next() * 4);
  const statusNotes = LEAD_NOTES[status];
  const services = rng.int(20, 40);
  const location = rng.int(0, 25);
  const budget = rng.int(0, 20);
  const rating = Math.min(15, Math.round(provider.averageRating / 4));
  return {
    _id: new ObjectId(),
    ...request.ref,
    bookkeeperId: provider._id,
    status,
    source: rng.pick(request.sources),
    matchScore: Math.min(100, services + location + budget + rating),
    matchBreakdown: { services, location, budget, rating },
    notifiedAt,
    ...(respondedAt ? { respondedAt } : {}),
    ...(statusNotes && rng.chance(0.6) ? { notes: rng.pick(statusNotes) } : {}),
    createdAt,
    updatedAt: respondedAt ?? createdAt,
  };
}

function leadDocs(
  rng: Random,
  demo: BookkeeperDoc,
  providers: BookkeeperDoc[],
  businesses: BusinessDoc[],
  matchedQuestionnaires: QuestionnaireDoc[],
): LeadDoc[] {
  const leads: LeadDoc[] = [];
  const pairs = new Set<string>();
  const add = (request: LeadRequest, provider: BookkeeperDoc, status: LeadStatus) => {
    // One lead per request and provider, so there are never two open ones for a pair.
    const pair = `${request.key}:${provider._id.toHexString()}`;
    if (pairs.has(pair)) return false;
    pairs.add(pair);
    leads.push(leadDoc(rng, request, provider, status));
    return true;
  };
  const demoStatuses: LeadStatus[] = ['new', 'new', 'contacted', 'contacted', 'won', 'won', 'lost', 'passed'];
  demoStatuses.forEach((status, index) => add(businessRequest(businesses[index]!), demo, status));

  const byCountry = new Map<string, BookkeeperDoc[]>();
  for (const provider of providers) {
    const list = byCountry.get(provider.country ?? '') ?? [];
    list.push(provider);
    byCountry.set(provider.country ?? '', list);
  }
  // A small set of providers receives the other leads, matched to businesses in their country.
  const recipients = new Map<string, BookkeeperDoc[]>();
  for (const [country, list] of byCountry) recipients.set(country, rng.sample(list, Math.max(2, Math.round(list.length / 25))));
  const statusWeights = [30, 25, 20, 12, 13];
  let created = 0;
  for (let attempt = 0; created < OTHER_LEADS && attempt < OTHER_LEADS * 20; attempt += 1) {
    const business = rng.pick(businesses);
    const country = business.location.split(', ')[1] ?? '';
    const candidates = recipients.get(country);
    if (!candidates || candidates.length === 0) continue;
    const status = created < LEAD_STATUSES.length ? LEAD_STATUSES[created]! : rng.weighted(LEAD_STATUSES, statusWeights);
    if (add(businessRequest(business), rng.pick(candidates), status)) created += 1;
  }

  // Matched questionnaires: the first goes to the demo provider, each also to a UK provider.
  const ukRecipients = recipients.get('United Kingdom') ?? [];
  matchedQuestionnaires.forEach((questionnaire, index) => {
    const request = questionnaireRequest(questionnaire);
    if (index === 0) add(request, demo, 'new');
    if (ukRecipients.length > 0) add(request, rng.pick(ukRecipients), rng.pick(OPEN_LEAD_STATUSES));
  });
  return leads;
}

const BOOKING_STATUSES_WEIGHTED = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;

function bookingDocs(rng: Random, leads: LeadDoc[], providers: Map<string, BookkeeperDoc>): BookingDoc[] {
  const bookings: BookingDoc[] = [];
  const sources = rng.sample(
    leads.filter((lead) => lead.businessId && lead.status !== 'passed' && lead.status !== 'lost'),
    BOOKINGS,
  );
  sources.forEach((lead, index) => {
    const provider = providers.get(lead.bookkeeperId.toHexString());
    if (!provider || !lead.businessId) return;
    const status =
      lead.status === 'won'
        ? rng.pick(['confirmed', 'in_progress', 'completed'] as const)
        : index < BOOKING_STATUSES_WEIGHTED.length
          ? BOOKING_STATUSES_WEIGHTED[index]!
          : rng.weighted(BOOKING_STATUSES_WEIGHTED, [4, 3, 2, 3, 1]);
    const service = rng.pick(provider.services) as ProviderService;
    const startDate = daysAfter(lead.createdAt, 3 + rng.int(0, 20));
    const estimatedHours = rng.chance(0.8) ? rng.int(4, 40) : null;
    const hourlyRate = provider.hourlyRate;
    const monthlyRate = hourlyRate === undefined ? provider.monthlyStartingPrice : undefined;
    const totalAmount = hourlyRate !== undefined && estimatedHours !== null ? hourlyRate * estimatedHours : monthlyRate;
    const createdAt = lead.createdAt;
    bookings.push({
      _id: new ObjectId(),
      businessId: lead.businessId,
      bookkeeperId: lead.bookkeeperId,
      status,
      serviceType: PROVIDER_SERVICE_LABELS[service] ?? service,
      startDate,
      ...(status === 'completed' ? { endDate: daysAfter(startDate, rng.int(7, 60)) } : {}),
      ...(hourlyRate !== undefined ? { hourlyRate } : {}),
      ...(monthlyRate !== undefined ? { monthlyRate } : {}),
      estimatedHours,
      ...(totalAmount !== undefined ? { totalAmount } : {}),
      description: `${PROVIDER_SERVICE_LABELS[service] ?? service} engagement`,
      ...(rng.chance(0.5) ? { clientNotes: rng.pick(BUSINESS_NOTES) } : {}),
      createdAt,
      updatedAt: daysAfter(createdAt, rng.next() * 10),
    });
  });
  return bookings;
}

/** Where the demo questionnaires come from: a listed city, its country and a postcode of it. */
const QUESTIONNAIRE_PLACES = [
  { country: 'United States', city: 'New York', postcode: '10001' },
  { country: 'United States', city: 'San Francisco', postcode: '94105' },
  { country: 'Canada', city: 'Toronto', postcode: 'M5V 2T6' },
  { country: 'United Kingdom', city: 'London', postcode: 'EC1A 1BB' },
  { country: 'Australia', city: 'Sydney', postcode: '2000' },
  { country: 'Australia', city: 'Melbourne', postcode: '3000' },
] as const;

function questionnaireDocs(rng: Random, demo: BookkeeperDoc): QuestionnaireDoc[] {
  const docs: QuestionnaireDoc[] = [];
  for (let index = 0; index < QUESTIONNAIRES + MATCHED_QUESTIONNAIRES; index += 1) {
    const matched = index >= QUESTIONNAIRES;
    const createdAt = daysBeforeBase(rng.next() * 14);
    const business = index % 2 === 0;
    const primary = business ? BUSINESS_PRIMARY_SERVICES : PERSONAL_PRIMARY_SERVICES;
    const additional = business ? BUSINESS_ADDITIONAL_SERVICES : PERSONAL_ADDITIONAL_SERVICES;
    const pool = namePoolFor('United Kingdom');
    const local = `${rng.pick(pool.first)}.${rng.pick(pool.last)}`.toLowerCase().replace(/[^a-z.]/g, '');
    const place = rng.pick(QUESTIONNAIRE_PLACES);
    docs.push({
      _id: new ObjectId(),
      needsType: business ? 'business' : 'personal',
      primaryServices: rng.sample(primary, rng.int(1, 2)),
      additionalServices: rng.sample(additional, rng.int(0, 2)),
      clientType: rng.pick(CLIENT_TYPES),
      businessType: business ? rng.pick(BUSINESS_TYPES) : 'Not specified',
      annualTurnover: rng.pick(ANNUAL_TURNOVERS),
      industry: rng.pick(INDUSTRIES),
      accountingSoftware: rng.pick(ACCOUNTING_SOFTWARE),
      additionalInfo: rng.pick(BUSINESS_NOTES),
      age: rng.pick(AGE_RANGES),
      email: `${local}.onboarding${index + 1}@example.com`,
      ...place,
      mobileNumber: phoneFor(rng, place.country),
      emailUpdates: rng.chance(0.5),
      ...(index === 0 ? { preferredProviderSlug: demo.slug } : {}),
      status: matched ? 'matched' : 'pending',
      createdAt,
      ...(matched ? { matchedAt: daysAfter(createdAt, 0.01) } : {}),
    });
  }
  return docs;
}

const fmt = (value: number) => value.toLocaleString('en-US');

/** Loads the demo data set into an empty database; does nothing if providers or countries exist. */
export async function seedDemoData(db: Db): Promise<SeedResult> {
  const c = collections(db);
  const [providerCount, countryCount] = await Promise.all([c.bookkeepers.countDocuments({}, { limit: 1 }), c.countries.countDocuments({}, { limit: 1 })]);
  if (providerCount > 0 || countryCount > 0) {
    const demo = await c.bookkeepers.findOne({ username: DEMO_PROVIDER_USERNAME }, { projection: { _id: 1 } });
    return { loaded: false, summary: 'already present', ...(demo ? { demoProviderId: demo._id } : {}) };
  }

  const rng = new Random(DEMO_SEED);
  const taken = emptyTaken();

  const demo = demoProvider(rng, taken);
  const approved: GeneratedProvider[] = [demo];
  // Every featured country gets a base of providers; the rest follow the country weights.
  const basePerCountry = 30;
  for (const country of FEATURED_COUNTRIES) {
    for (let index = 0; index < basePerCountry; index += 1) {
      approved.push(generateProvider(rng, taken, { status: 'approved', fixed: { country: country.name } }));
    }
  }
  while (approved.length < APPROVED_PROVIDERS) approved.push(generateProvider(rng, taken, { status: 'approved' }));
  const others: GeneratedProvider[] = [];
  for (let index = 0; index < PENDING_PROVIDERS; index += 1) others.push(generateProvider(rng, taken, { status: 'pending' }));
  for (let index = 0; index < REJECTED_PROVIDERS; index += 1) others.push(generateProvider(rng, taken, { status: 'rejected' }));
  // The other listed countries get a few providers each, from their own stream of numbers so the
  // featured countries' data stays as it was.
  const otherCountries = new Random(DEMO_SEED + 1);
  const fewer = COUNTRIES.filter((country) => !country.featured).flatMap((country) =>
    Array.from({ length: PROVIDERS_PER_OTHER_COUNTRY }, () => generateProvider(otherCountries, taken, { status: 'approved', fixed: { country: country.name } })),
  );

  const providerDocs = approved.map((entry) => entry.doc);
  const businesses = businessDocs(rng);
  const questionnaires = questionnaireDocs(rng, demo.doc);
  const matchedQuestionnaires = questionnaires.filter((questionnaire) => questionnaire.status === 'matched');
  const leads = leadDocs(rng, demo.doc, providerDocs.slice(1), businesses, matchedQuestionnaires);
  const providersById = new Map(providerDocs.map((provider) => [provider._id.toHexString(), provider]));
  const bookings = bookingDocs(rng, leads, providersById);

  // Seeded bookings count towards each provider's bookings.
  for (const booking of bookings) {
    const provider = providersById.get(booking.bookkeeperId.toHexString());
    if (provider) provider.totalBookings += 1;
  }
  // Lead counters for matching (services/lead-stats.ts), consistent with the leads seeded below.
  const stats = new Map<string, LeadStats>();
  for (const lead of leads) {
    const key = lead.bookkeeperId.toHexString();
    const counts = stats.get(key) ?? { total: 0, acted: 0, open: 0 };
    counts.total += 1;
    if (lead.status !== 'new') counts.acted += 1;
    if (OPEN_LEAD_STATUSES.includes(lead.status)) counts.open += 1;
    stats.set(key, counts);
  }
  for (const provider of [...providerDocs, ...fewer.map((entry) => entry.doc), ...others.map((entry) => entry.doc)]) {
    provider.leadStats = stats.get(provider._id.toHexString()) ?? { total: 0, acted: 0, open: 0 };
  }

  const allProviders = [...providerDocs, ...fewer.map((entry) => entry.doc), ...others.map((entry) => entry.doc)];
  const reviews = [...approved, ...fewer].flatMap((entry) => entry.reviews);

  await seedSettings(db);
  await insertInBatches((docs: BookkeeperDoc[]) => c.bookkeepers.insertMany(docs, { ordered: true }), allProviders);
  await insertInBatches((docs: ReviewDoc[]) => c.reviews.insertMany(docs, { ordered: true }), reviews);
  await c.businesses.insertMany(businesses, { ordered: true });
  await c.leads.insertMany(leads, { ordered: true });
  await c.bookings.insertMany(bookings, { ordered: true });
  await c.customerOnboardings.insertMany(questionnaires, { ordered: true });

  const summary = [
    `${fmt(allProviders.length)} providers (${fmt(PENDING_PROVIDERS)} pending, ${fmt(REJECTED_PROVIDERS)} rejected)`,
    `${fmt(reviews.length)} reviews`,
    `${fmt(businesses.length)} businesses`,
    `${fmt(leads.length)} leads`,
    `${fmt(bookings.length)} bookings`,
  ].join(', ');
  return { loaded: true, summary, demoProviderId: demo.doc._id };
}
