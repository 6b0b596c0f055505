import type { CatalogueResponse } from '@ledgerlink/shared-schema';
import type { ObjectId } from 'mongodb';
import type { BookkeeperDoc } from '../db/documents';
import { presentPublicBookkeeper } from './bookkeeper';

/**
 * A page of catalogue changes as services/catalogue-sync.ts reads it: the response with stored
 * documents where providers and tombstones go.
 */
type CataloguePageDocs = Omit<CatalogueResponse, 'providers' | 'tombstones'> & {
  providers: BookkeeperDoc[];
  tombstones: { id: ObjectId; deletedAt: Date }[];
};

/** A catalogue sync page as offline clients read it (shared `catalogueResponseSchema`). */
export function presentCataloguePage(page: CataloguePageDocs): CatalogueResponse {
  return {
    providers: page.providers.map(presentPublicBookkeeper),
    tombstones: page.tombstones.map((tombstone) => ({ id: tombstone.id.toHexString(), deletedAt: tombstone.deletedAt.toISOString() })),
    ...(page.settings ? { settings: page.settings } : {}),
    checkpoint: page.checkpoint,
    hasMore: page.hasMore,
    reset: page.reset,
    deviceLimit: page.deviceLimit,
    ...(page.partial !== undefined ? { partial: page.partial } : {}),
  };
}
