import { formatRating, medianReplyHours, summarizeMarketplace, type LeadSource, type PricedListing, type SiteStats } from '@ledgerlink/shared-schema';
import type { ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import { marketplaceMongoFilter } from './marketplace-query';
import { listedById, recentReviews } from './recent-reviews';
import { ResponseCache } from './response-cache';

/**
 * The site's figures (shared-schema's site-stats.ts), counted from the database: the listed
 * professionals and their countries and reviews by the marketplace's own filter and rating
 * computation, the leads matching made, the median time to a professional's first action, and the
 * latest good reviews (recent-reviews.ts). Every
 * visit to the home page reads them, so they are computed at most once per `ttlMs` per instance; a
 * figure a few minutes old is still true of the site.
 */

type StatsCollections = Pick<Collections, 'bookkeepers' | 'leads' | 'reviews'>;

/** How often the figures are counted again. */
export const SITE_STATS_TTL_MS = 5 * 60_000;

const LISTED_FIELDS = { _id: 1, fullName: 1, username: 1, country: 1, averageRating: 1, totalReviews: 1 } as const;

/** Leads that matching made: a customer's request offered to a professional (bookings and contacts are the customer's own choice). */
const MATCHED_SOURCES: LeadSource[] = ['questionnaire', 'business-request'];

export async function countSiteStats({ bookkeepers, leads, reviews }: StatsCollections): Promise<SiteStats> {
  const listed = (await bookkeepers.find(marketplaceMongoFilter({ services: [] }), { projection: LISTED_FIELDS }).toArray()) as Array<
    PricedListing & { _id: ObjectId; fullName: string; username: string; country?: string }
  >;
  const { total, averageRating, totalReviews } = summarizeMarketplace(listed);
  const countries = new Set(listed.map((provider) => provider.country?.trim().toLowerCase()).filter(Boolean)).size;
  const matchesMade = await leads.countDocuments({ source: { $in: MATCHED_SOURCES } });
  const replies = await leads.find({ source: { $in: MATCHED_SOURCES }, respondedAt: { $exists: true } }, { projection: { _id: 0, createdAt: 1, respondedAt: 1 } }).toArray();
  const replyTimes = replies.map((lead) => lead.respondedAt!.getTime() - lead.createdAt.getTime());
  return {
    professionals: total,
    countries,
    averageRating: averageRating === null ? null : Number(formatRating(averageRating)),
    totalReviews,
    matchesMade,
    medianResponseHours: medianReplyHours(replyTimes),
    recentReviews: await recentReviews(reviews, listedById(listed)),
  };
}

export interface SiteStatsSource {
  /** The figures, counted at most once per TTL. */
  current(): Promise<SiteStats>;
}

export function siteStatsSource(collections: StatsCollections, ttlMs = SITE_STATS_TTL_MS): SiteStatsSource {
  const cache = new ResponseCache(ttlMs, 1);
  return { current: () => cache.getOrLoad('site-stats', () => countSiteStats(collections)) };
}
