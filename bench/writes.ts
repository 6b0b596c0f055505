/**
 * Public writes that run matching: business requests and questionnaires alternate from a
 * few concurrent clients while other clients read uncached marketplace pages, so the table shows
 * both the write rate and what the writes do to reads. Printed by `bench/run.ts`, never asserted.
 */
import { ObjectId, type Db } from 'mongodb';
import { LEAD_STATUSES, type LeadStatus } from '@ledgerlink/shared-schema';
import { collections } from '../sync-server/src/db/collections';
import type { LeadDoc } from '../sync-server/src/db/documents';
import { benchFilters, toQueryString } from './filters';

export interface WriteRun {
  writes: number;
  perSecond: number;
  p50: number;
  p99: number;
  gets: number;
  getP99: number;
}

const LOCATIONS = ['New York', 'London', 'Toronto', 'Chicago, IL', 'Sydney', 'United States', 'Dubai', 'Manchester'];
const REQUEST_SERVICES = [['Bookkeeping'], ['Tax Preparation', 'Bookkeeping'], ['Payroll Processing'], ['CFO Services'], ['Year-end Accounting']];
const QUESTIONNAIRE_COUNTRIES = ['United States', 'United Kingdom', 'Canada', 'Australia'];
const PRIMARY_SERVICES = [['Bookkeeping'], ['Accounts', 'VAT'], ['Taxation & tax planning'], ['Company formation']];

/** The `i`th matched public write: a business request for even `i`, a questionnaire for odd. */
export function matchedWrite(i: number, email = `bench${i}@example.test`): { path: string; body: unknown } {
  if (i % 2 === 0) {
    return {
      path: '/api/business/register',
      body: {
        companyName: `Bench Co ${i}`,
        industry: 'retail',
        contactName: 'Bench Contact',
        email,
        phone: '+1 555 0100',
        location: LOCATIONS[(i / 2) % LOCATIONS.length],
        services: REQUEST_SERVICES[(i / 2) % REQUEST_SERVICES.length],
        budget: '1000-2500',
        timeline: 'asap',
        purpose: 'request',
      },
    };
  }
  return {
    path: '/api/customer-onboarding',
    body: {
      needsType: 'business',
      primaryServices: PRIMARY_SERVICES[i % PRIMARY_SERVICES.length],
      additionalServices: [],
      clientType: 'I want a new accountant',
      businessType: 'Limited',
      annualTurnover: '$51k-$100k',
      industry: 'Retail',
      accountingSoftware: 'Xero',
      age: '31-40',
      email,
      country: QUESTIONNAIRE_COUNTRIES[i % QUESTIONNAIRE_COUNTRIES.length],
      mobileNumber: '+1 555 0100',
    },
  };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * `writes` POSTs from `concurrency` clients. Meanwhile one reader GETs a marketplace page the cache
 * has not seen every `readEveryMs` (pages from `firstPage` on), until the writes are done; paced,
 * so the reads show what the writes do to them without taking over the single database thread.
 */
export async function benchWrites(
  baseUrl: string,
  options: { writes: number; concurrency: number; readEveryMs: number; firstPage: number },
): Promise<WriteRun & { nextPage: number }> {
  const writeTimes: number[] = [];
  const getTimes: number[] = [];
  let next = 0;
  let writing = true;
  const filters = benchFilters();

  const writer = async () => {
    while (next < options.writes) {
      const { path, body } = matchedWrite(next++);
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}`);
      writeTimes.push(performance.now() - started);
    }
  };
  let reads = 0;
  const page = () => options.firstPage + Math.floor(reads / filters.length);
  const reader = async () => {
    while (writing) {
      const filter = { ...filters[reads % filters.length]!, page: page() };
      reads += 1;
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/bookkeepers?${toQueryString(filter)}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET /api/bookkeepers answered ${response.status}`);
      const took = performance.now() - started;
      getTimes.push(took);
      if (took < options.readEveryMs) await new Promise((resolve) => setTimeout(resolve, options.readEveryMs - took));
    }
  };

  const started = performance.now();
  const reading = reader();
  await Promise.all(Array.from({ length: options.concurrency }, writer));
  const seconds = (performance.now() - started) / 1000;
  writing = false;
  await reading;
  writeTimes.sort((a, b) => a - b);
  getTimes.sort((a, b) => a - b);
  return {
    writes: writeTimes.length,
    perSecond: writeTimes.length / seconds,
    p50: percentile(writeTimes, 50),
    p99: percentile(writeTimes, 99),
    gets: getTimes.length,
    getP99: percentile(getTimes, 99),
    nextPage: page() + 1,
  };
}

// Roughly what a live marketplace holds: most leads answered, a third still open.
const STATUS_WEIGHTS: Record<LeadStatus, number> = { new: 20, contacted: 15, won: 20, lost: 20, passed: 25 };

/** Inserts `count` leads straight into the database, spread over the approved providers. */
export async function insertLeads(db: Db, count: number): Promise<void> {
  const { bookkeepers, leads } = collections(db);
  const providers = await bookkeepers.find({ isApproved: true }, { projection: { _id: 1 } }).toArray();
  const statuses = LEAD_STATUSES.flatMap((status) => Array<LeadStatus>(STATUS_WEIGHTS[status]).fill(status));
  const base = Date.now() - 90 * 24 * 60 * 60 * 1000;
  for (let start = 0; start < count; start += 1000) {
    const batch: LeadDoc[] = [];
    for (let i = start; i < Math.min(count, start + 1000); i += 1) {
      const createdAt = new Date(base + i * 60_000);
      batch.push({
        _id: new ObjectId(),
        // A fixed stride spreads the leads evenly and the same way on every run.
        bookkeeperId: providers[(i * 7919) % providers.length]!._id,
        businessId: new ObjectId(),
        status: statuses[i % statuses.length]!,
        source: 'business-request',
        matchScore: 50,
        createdAt,
        updatedAt: createdAt,
      });
    }
    await leads.insertMany(batch, { ordered: true });
  }
}
