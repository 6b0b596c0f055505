/**
 * The cold (cache-miss) cost of GET /api/bookkeepers against the raw driver's find + count for the
 * same filters. Printed by bench/run.ts.
 *
 * Fairness: both sides first run the same filters at page 3 (not measured, and not among the
 * pages the load runs request), so neither pays for the other's JIT warm-up or compiled queries;
 * then each filter is timed on both sides back to back, in alternating order, so a change in
 * machine load during the loop hits both sides alike. fetch asks for a compressed response, as a
 * browser does; a second pass asks for none, as the load runs do, to show what compression costs.
 */
import type { Db } from 'mongodb';
import { collections } from '../sync-server/src/db/collections';
import { marketplaceMongoFilter, MARKETPLACE_SORT } from '../sync-server/src/services/marketplace-query';
import { COUNTRIES, toQueryString, type BenchFilter } from './filters';

const PAGE_SIZE = 50;
const WARM_UP_PAGE = 3;
// The uncompressed pass reads another page, so that it misses the cache too.
const UNCOMPRESSED_PAGE = 4;

export interface ColdLatency {
  /** Means per filter, in ms: the API as fetch asks for it (compressed), and the driver. */
  apiMs: number;
  driverMs: number;
  /** The same at page 4 with `Accept-Encoding: identity`, as the load runs (autocannon) ask. */
  apiUncompressedMs: number;
  driverUncompressedMs: number;
}

type Side = (filter: BenchFilter) => Promise<unknown>;

export async function measureColdLatency(apiUrl: string, db: Db, filters: BenchFilter[]): Promise<ColdLatency> {
  const api =
    (headers: Record<string, string> = {}): Side =>
    async (filter) =>
      (await fetch(`${apiUrl}/api/bookkeepers?${toQueryString(filter)}`, { headers })).arrayBuffer();
  const { bookkeepers } = collections(db);
  const driver: Side = (filter) => {
    const { location, page = 1, ...rest } = filter;
    const place = location ? (COUNTRIES.has(location) ? { country: location } : { city: location }) : {};
    const query = marketplaceMongoFilter({ services: [], ...rest, ...place });
    return Promise.all([
      bookkeepers
        .find(query)
        .sort(MARKETPLACE_SORT)
        .skip((page - 1) * PAGE_SIZE)
        .limit(PAGE_SIZE)
        .toArray(),
      bookkeepers.countDocuments(query),
    ]);
  };
  for (const filter of filters) {
    await api()({ ...filter, page: WARM_UP_PAGE });
    await driver({ ...filter, page: WARM_UP_PAGE });
  }
  const compressed = await alternate(filters, api(), driver);
  const uncompressed = await alternate(
    filters.map((filter) => ({ ...filter, page: UNCOMPRESSED_PAGE })),
    api({ 'accept-encoding': 'identity' }),
    driver,
  );
  return { apiMs: compressed.apiMs, driverMs: compressed.driverMs, apiUncompressedMs: uncompressed.apiMs, driverUncompressedMs: uncompressed.driverMs };
}

/** Mean time per filter of each side, timing both back to back in alternating order. */
async function alternate(filters: BenchFilter[], api: Side, driver: Side): Promise<{ apiMs: number; driverMs: number }> {
  const total = { apiMs: 0, driverMs: 0 };
  const timed = async (side: keyof typeof total, run: Side, filter: BenchFilter) => {
    const started = performance.now();
    await run(filter);
    total[side] += performance.now() - started;
  };
  for (const [i, filter] of filters.entries()) {
    if (i % 2 === 0) {
      await timed('apiMs', api, filter);
      await timed('driverMs', driver, filter);
    } else {
      await timed('driverMs', driver, filter);
      await timed('apiMs', api, filter);
    }
  }
  return { apiMs: total.apiMs / filters.length, driverMs: total.driverMs / filters.length };
}
