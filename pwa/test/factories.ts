import type { CatalogueResponse, LeadWithBusiness, PublicBookkeeper } from '@ledgerlink/shared-schema';
import { createLedgerLinkDb, type LedgerLinkDb } from '../src/offline/db';

/** Small factories for the offline layer's tests (imported by *.test.ts only, outside src so no app bundle can take them). */

let databases = 0;
/** A fresh database per test, so tests never see each other's rows. */
export const freshDb = (): LedgerLinkDb => createLedgerLinkDb(`ledgerlink-test-${(databases += 1)}-${Date.now()}`);

export const hexId = (n: number) => n.toString(16).padStart(24, '0');

export const provider = (n: number, overrides: Partial<PublicBookkeeper> = {}): PublicBookkeeper => ({
  id: hexId(n),
  username: `provider_${n}`,
  slug: `provider-${n}`,
  providerType: 'individual',
  fullName: `Provider ${n}`,
  location: 'Toronto, Canada',
  city: 'Toronto',
  country: 'Canada',
  services: ['bookkeeping'],
  serviceArea: 'remote',
  certifications: [],
  credentials: [],
  businessSize: ['small'],
  specializations: [],
  isApproved: true,
  isAvailable: true,
  isActive: true,
  totalReviews: 0,
  averageRating: 0,
  totalBookings: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const cataloguePage = (overrides: Partial<CatalogueResponse> = {}): CatalogueResponse => ({
  providers: [],
  tombstones: [],
  checkpoint: 'cp-1',
  hasMore: false,
  reset: false,
  deviceLimit: 2_000,
  ...overrides,
});

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';

/**
 * A fetch that answers from `reply` (called with each request in turn) and records every call,
 * so a test asserts what went over the wire.
 */
export function scriptedFetch(reply: (call: RecordedCall, index: number) => Reply) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const answer = reply(call, calls.length - 1);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** A fetch that answers every call from a list, in order (the last answer repeats). */
export const fetchReplying = (...answers: Reply[]) => scriptedFetch((_call, index) => answers[Math.min(index, answers.length - 1)]!);

// ---- outbox payloads (valid under the shared request schemas) ----

export const questionnairePayload = () => ({
  needsType: 'personal' as const,
  primaryServices: ['Income tax'],
  clientType: 'I want a new accountant' as const,
  age: '31-40' as const,
  email: 'me@home.example',
  country: 'United Kingdom',
  mobileNumber: '07700 900123',
});

export const businessPayload = () => ({
  companyName: 'Acme Ltd',
  industry: 'retail' as const,
  contactName: 'Ann Smith',
  email: 'ann@acme.example',
  phone: '555 0100',
  location: 'Toronto',
  services: ['Bookkeeping'],
  budget: '500-1000' as const,
  timeline: 'asap' as const,
});

export const hirePayload = () => ({
  business: { ...businessPayload(), purpose: 'hire' as const },
  booking: { bookkeeperId: hexId(9), startDate: '2099-12-01', description: 'Monthly books' },
});

export const leadChange = (leadId: string, from: 'new' | 'contacted', status: 'contacted' | 'won' | 'passed') => ({
  kind: 'lead-status' as const,
  payload: { leadId, change: { status, from } },
});

/** Ids in the order a test queues items, so keys are predictable in assertions. */
export function sequentialIds() {
  let n = 0;
  return () => `00000000-0000-4000-8000-${(n += 1).toString().padStart(12, '0')}`;
}

// ---- provider dashboard ----

/** A dashboard lead of provider `hexId(100)`, as `GET /api/bookkeeper/{id}/leads` lists it. */
export const dashboardLead = (n: number, overrides: Partial<LeadWithBusiness> = {}): LeadWithBusiness => ({
  id: hexId(n),
  bookkeeperId: hexId(100),
  status: 'new',
  source: 'business-request',
  matchScore: 80,
  createdAt: `2026-01-${String(n).padStart(2, '0')}T09:00:00.000Z`,
  updatedAt: `2026-01-${String(n).padStart(2, '0')}T09:00:00.000Z`,
  business: null,
  customer: null,
  booking: null,
  contactEmail: `customer${n}@example.com`,
  ...overrides,
});

/** The two answers of a dashboard refresh for provider `hexId(100)`. */
export const dashboardAnswers = (leads: LeadWithBusiness[]) => ({
  profile: { status: 200, body: { success: true, bookkeeper: provider(100), reviews: [] } } satisfies Reply,
  leads: {
    status: 200,
    body: { success: true, leads, stats: { thisMonth: 0, responseRate: 0, wonLeads: 0, avgBudget: 0, newLeads: 0, medianResponseMinutes: null }, responseHours: 24 },
  } satisfies Reply,
});
