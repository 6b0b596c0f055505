import { SITE_STATS_PATH, siteStatsSchema, type SiteStats } from '@ledgerlink/shared-schema';
import { apiGet } from '../../api/client';

/**
 * One read of the site's figures (`GET /api/stats`) for the home page's sections that show them
 * (the figures band, the latest reviews): whichever nears the screen first reads, the other gets the
 * same answer. The answer is reused for a minute (a later visit of the page reads again); a failed
 * read is forgotten at once.
 */
const REUSE_MS = 60_000;

let last: { at: number; read: Promise<SiteStats> } | null = null;

export function readSiteStats(): Promise<SiteStats> {
  if (last && Date.now() - last.at < REUSE_MS) return last.read;
  const read = apiGet(SITE_STATS_PATH, siteStatsSchema);
  last = { at: Date.now(), read };
  read.catch(() => {
    if (last?.read === read) last = null;
  });
  return read;
}
