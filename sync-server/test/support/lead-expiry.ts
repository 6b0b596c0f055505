import type { Db, ObjectId } from 'mongodb';
import type { AppContext } from '../../src/app-context';
import { collections } from '../../src/db/collections';
import type { LeadDoc } from '../../src/db/documents';
import { silentLogger } from '../../src/logger';
import { LeadExpiryJob, type LeadExpiryDeps } from '../../src/services/lead-expiry-job';
import { insertProviders, providerDoc } from './factories';

/** What the expiry job of one app instance works with, as main.ts builds it. */
export const reroutingDepsOf = ({ collections: appCollections, publicUrl, leadResponseHours }: AppContext): LeadExpiryDeps => ({
  collections: appCollections,
  publicUrl,
  leadResponseHours,
});

export const expiryJobOf = (context: AppContext) => new LeadExpiryJob(reroutingDepsOf(context), silentLogger);

export const HOUR_MS = 60 * 60 * 1000;
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

/**
 * `count` matchable bookkeepers in Chicago, best first: ratings 50, 40, 30, … with the same review
 * count, so matching ranks them in this order (rating is the only factor that differs).
 */
export async function rankedProviders(db: Db, count: number, keyPrefix = 'expiry-key') {
  return insertProviders(
    db,
    Array.from({ length: count }, (_, index) =>
      providerDoc({ averageRating: Math.max(0, 50 - index * 10), totalReviews: 20, dashboardKey: `${keyPrefix}-${index}-0123456789abcdef` }),
    ),
  );
}

export const keyOf = (index: number, keyPrefix = 'expiry-key') => `${keyPrefix}-${index}-0123456789abcdef`;

/** Every lead of a business request. */
export const leadsOfRequest = (db: Db, businessId: ObjectId): Promise<LeadDoc[]> => collections(db).leads.find({ businessId }).toArray();

export const openLeads = (leads: LeadDoc[]) => leads.filter((lead) => (lead.status === 'new' || lead.status === 'contacted') && !lead.expiredAt);
