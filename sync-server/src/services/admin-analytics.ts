import { LEAD_STATUSES, type AdminAnalytics, type LeadStatus } from '@ledgerlink/shared-schema';
import type { Collection, Document, Filter } from 'mongodb';
import type { Collections } from '../db/collections';

/**
 * The operator's charts, computed by the database with aggregation pipelines kept to
 * stages both MongoDB and the embedded database run: $match, $group (with $dateToString and $sum),
 * $project ($subtract), $sort, $skip, $limit. Days are UTC calendar days.
 */
export type AnalyticsDeps = Pick<Collections, 'leads' | 'businesses' | 'customerOnboardings' | 'bookkeepers'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Count per UTC day of the documents matching `filter`, keyed by `YYYY-MM-DD` of `dateField`. */
async function countPerDay<T extends Document>(collection: Collection<T>, dateField: string, filter: Filter<T>): Promise<Map<string, number>> {
  const rows = await collection
    .aggregate<{ _id: string; count: number }>([
      { $match: filter },
      { $group: { _id: { $dateToString: { format: '%Y-%m-%d', date: `$${dateField}` } }, count: { $sum: 1 } } },
      { $sort: { _id: 1 } },
    ])
    .toArray();
  return new Map(rows.map((row) => [row._id, row.count]));
}

/** Every day key of the window, oldest first. */
export function windowDays(from: Date, days: number): string[] {
  return Array.from({ length: days }, (_, index) => new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10));
}

const sumOf = (counts: Map<string, number>) => [...counts.values()].reduce((total, count) => total + count, 0);
const addCounts = (a: Map<string, number>, b: Map<string, number>) => new Map([...new Set([...a.keys(), ...b.keys()])].map((day) => [day, (a.get(day) ?? 0) + (b.get(day) ?? 0)]));

export async function computeAnalytics(deps: AnalyticsDeps, days: number, now = new Date()): Promise<AdminAnalytics> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const since = { $gte: from };
  const { leads, businesses, customerOnboardings, bookkeepers } = deps;

  const [leadsPerDay, funnelRows, matchedBusinesses, unmatchedBusinesses, matchedQuestionnaires, unmatchedQuestionnaires, waiting, firstResponse, approvals, rejections, pendingNow] =
    await Promise.all([
      countPerDay(leads, 'createdAt', { createdAt: since }),
      leads.aggregate<{ _id: LeadStatus; count: number }>([{ $match: { createdAt: since } }, { $group: { _id: '$status', count: { $sum: 1 } } }]).toArray(),
      countPerDay(businesses, 'createdAt', { createdAt: since, matchedAt: { $exists: true } }),
      countPerDay(businesses, 'createdAt', { createdAt: since, unmatchedReason: { $exists: true } }),
      countPerDay(customerOnboardings, 'createdAt', { createdAt: since, matchedAt: { $exists: true } }),
      countPerDay(customerOnboardings, 'createdAt', { createdAt: since, unmatchedReason: { $exists: true } }),
      customerOnboardings.countDocuments({ createdAt: since, matchedAt: { $exists: false }, unmatchedReason: { $exists: false } }),
      medianFirstResponseHours(leads, from),
      countPerDay(bookkeepers, 'approvedAt', { approvedAt: since }),
      countPerDay(bookkeepers, 'rejectedAt', { rejectedAt: since }),
      bookkeepers.countDocuments({ isApproved: false, isActive: true }),
    ]);

  const matched = addCounts(matchedBusinesses, matchedQuestionnaires);
  const unmatched = addCounts(unmatchedBusinesses, unmatchedQuestionnaires);
  const funnel = new Map(funnelRows.map((row) => [row._id, row.count]));
  const dayKeys = windowDays(from, days);
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    leadsPerDay: dayKeys.map((date) => ({ date, count: leadsPerDay.get(date) ?? 0 })),
    requests: { matched: sumOf(matched), unmatched: sumOf(unmatched), waiting },
    requestsPerDay: dayKeys.map((date) => ({ date, matched: matched.get(date) ?? 0, unmatched: unmatched.get(date) ?? 0 })),
    leadFunnel: LEAD_STATUSES.map((status) => ({ status, count: funnel.get(status) ?? 0 })),
    firstResponse,
    providerDecisionsPerDay: dayKeys.map((date) => ({ date, approved: approvals.get(date) ?? 0, rejected: rejections.get(date) ?? 0 })),
    providerDecisions: { approved: sumOf(approvals), rejected: sumOf(rejections), pendingNow },
  };
}

/**
 * Median of (respondedAt - createdAt) over leads answered in the window: the database sorts the
 * durations and hands back only the middle one or two, so no list of leads reaches the server.
 */
async function medianFirstResponseHours(leads: Collections['leads'], from: Date): Promise<AdminAnalytics['firstResponse']> {
  const answered = { respondedAt: { $gte: from } };
  const count = await leads.countDocuments(answered);
  if (count === 0) return { medianHours: null, answered: 0 };
  const middle = await leads
    .aggregate<{ ms: number }>([
      { $match: answered },
      { $project: { _id: 0, ms: { $subtract: ['$respondedAt', '$createdAt'] } } },
      { $sort: { ms: 1 } },
      { $skip: Math.floor((count - 1) / 2) },
      { $limit: count % 2 === 0 ? 2 : 1 },
    ])
    .toArray();
  const ms = middle.reduce((total, row) => total + row.ms, 0) / middle.length;
  return { medianHours: Math.round((ms / HOUR_MS) * 10) / 10, answered: count };
}
