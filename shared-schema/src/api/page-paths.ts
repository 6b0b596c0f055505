/**
 * The paths of the public pages' first reads, apart from their definitions: the app's entry builds
 * these URLs (page-reads.ts) before any page loads, and must not pull in the schemas (zod) that the
 * definitions carry. The definitions (providers.ts, marketplace.ts) use these very constants.
 */
export const LISTING_PATH = '/api/bookkeepers';
export const PROFILE_BY_USERNAME_PATH = '/api/bookkeepers/username/:handle';
export const PROFILE_BY_SLUG_PATH = '/api/bookkeepers/slug/:slug';
export const MARKETPLACE_STATS_PATH = '/api/marketplace/stats';
/** The home page's figures: read by a part of `/` loaded below its first screen. */
export const SITE_STATS_PATH = '/api/stats';
