import { ObjectId, type Db } from 'mongodb';
import { collections } from '../../src/db/collections';
import type { BookkeeperDoc, BusinessDoc, LeadDoc } from '../../src/db/documents';
import { hashDashboardKey } from '../../src/services/dashboard-access';

let counter = 0;
const next = () => (counter += 1);

/**
 * A stored provider with sensible defaults; tests override only what they assert on. A plain
 * `dashboardKey` is stored as its hash, as the server stores issued keys.
 */
export function providerDoc({ dashboardKey, ...overrides }: Partial<BookkeeperDoc> & { dashboardKey?: string } = {}): BookkeeperDoc {
  const n = next();
  const now = new Date();
  return {
    _id: new ObjectId(),
    username: `provider_${n}`,
    providerType: 'individual',
    fullName: `Provider ${n}`,
    businessName: `Provider ${n} Books`,
    email: `provider${n}@example.com`,
    phone: '+1 555 0100',
    location: 'Chicago, United States',
    city: 'Chicago',
    country: 'United States',
    slug: `provider-${n}-professional-chicago`,
    services: ['bookkeeping'],
    serviceArea: 'remote',
    certifications: [],
    businessSize: ['small'],
    specializations: [],
    hourlyRate: 60,
    isApproved: true,
    isAvailable: true,
    isActive: true,
    totalReviews: 0,
    averageRating: 0,
    totalBookings: 0,
    createdAt: now,
    updatedAt: now,
    ...(dashboardKey ? { dashboardKeyHash: hashDashboardKey(dashboardKey) } : {}),
    ...overrides,
  } as BookkeeperDoc;
}

export async function insertProviders(db: Db, docs: BookkeeperDoc[]): Promise<BookkeeperDoc[]> {
  await collections(db).bookkeepers.insertMany(docs);
  return docs;
}

export function businessDoc(overrides: Partial<BusinessDoc> = {}): BusinessDoc {
  const n = next();
  return {
    _id: new ObjectId(),
    companyName: `Company ${n}`,
    industry: 'retail',
    contactName: `Contact ${n}`,
    email: `contact${n}@example.com`,
    phone: '+1 555 0101',
    location: 'Chicago',
    services: ['Bookkeeping'],
    budget: '1000-2500',
    timeline: 'asap',
    createdAt: new Date(),
    ...overrides,
  } as BusinessDoc;
}

export function leadDoc(bookkeeperId: ObjectId, businessId: ObjectId, overrides: Partial<LeadDoc> = {}): LeadDoc {
  const now = new Date();
  return {
    _id: new ObjectId(),
    bookkeeperId,
    businessId,
    status: 'new',
    matchScore: 0,
    source: 'booking',
    createdAt: now,
    updatedAt: now,
    ...overrides,
  } as LeadDoc;
}

export const validBusinessRequest = () => ({
  companyName: 'Acme Retail',
  industry: 'retail',
  contactName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 0199',
  location: 'Chicago',
  services: ['Bookkeeping'],
  budget: '1000-2500',
  timeline: 'asap',
});

export const validProviderRegistration = (n = next()) => ({
  username: `New_Pro_${n}`,
  providerType: 'individual',
  fullName: 'Grace Hopper',
  businessName: 'Hopper Books',
  email: `grace${n}@example.com`,
  phone: '+1 555 0142',
  location: 'Chicago, United States',
  city: 'Chicago',
  country: 'United States',
  services: ['bookkeeping', 'payroll'],
  serviceArea: 'remote',
  certifications: [],
  businessSize: ['small'],
  hourlyRate: 55,
});

/** A valid business questionnaire (POST /api/customer-onboarding); override what a test asserts on. */
export const validQuestionnaire = (overrides: Record<string, unknown> = {}) => ({
  needsType: 'business',
  primaryServices: ['Bookkeeping', 'Taxation & tax planning'],
  additionalServices: ['Payroll services'],
  clientType: 'I want a new accountant',
  businessType: 'Limited',
  annualTurnover: '$51k-$100k',
  industry: 'Retail',
  accountingSoftware: 'Xero',
  additionalInfo: 'Monthly books and year-end accounts',
  age: '31-40',
  email: 'owner@shop.example',
  country: 'United States',
  city: 'Chicago',
  mobileNumber: '+1 555 0100',
  emailUpdates: false,
  ...overrides,
});
