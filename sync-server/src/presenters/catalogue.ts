import type { CatalogueResponse } from '@ledgerlink/shared-schema';
import type { ObjectId } from 'mongodb';
import type { BookkeeperDoc } from '../db/documents';
import { presentPublicBookkeeper } from './bookkeeper';

/** One page of catalogue changes as services/catalogue-sync.ts reads it, before it is presented. */
export interface CataloguePage {
  providers: BookkeeperDoc[];
  /** Providers that left the catalogue (rejected, deactivated or deleted), with when. */
  tombstones: { id: ObjectId; deletedAt: Date }[];
  /** With the last page only: the client then holds everything it needs offline. */
  settings?: CatalogueResponse['settings'];
  checkpoint: string;
  hasMore: boolean;
  /** The client's checkpoint was too old: this is a full sync, and the client drops what it holds. */
  reset: boolean;
}

/** A catalogue sync page as offline clients read it (shared `catalogueResponseSchema`). */
export function presentCataloguePage(page: CataloguePage): CatalogueResponse {
  return {
    providers: page.providers.map(presentPublicBookkeeper),
    tombstones: page.tombstones.map((tombstone) => ({ id: tombstone.id.toHexString(), deletedAt: tombstone.deletedAt.toISOString() })),
    ...(page.settings ? { settings: page.settings } : {}),
    checkpoint: page.checkpoint,
    hasMore: page.hasMore,
    reset: page.reset,
  };
}
