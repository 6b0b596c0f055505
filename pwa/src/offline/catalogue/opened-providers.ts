import type { PublicBookkeeper } from '@ledgerlink/shared-schema';
import type { LedgerLinkDb } from '../db';

/**
 * Profiles this device opened online that its catalogue does not hold: a device keeps only the
 * server's provider limit, and the rest come on demand. A profile the user opened is kept, so it and
 * its hire form open offline too; the most recent OPENED_PROVIDERS_KEPT of them, and only while the
 * catalogue does not hold the provider itself (whose copy the catalogue's sync keeps current).
 */
export const OPENED_PROVIDERS_KEPT = 50;

export async function keepOpenedProvider(db: LedgerLinkDb, provider: PublicBookkeeper, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.providers, db.openedProviders, async () => {
    if (await db.providers.get(provider.id)) {
      await db.openedProviders.delete(provider.id);
      return;
    }
    await db.openedProviders.put({ ...provider, openedAt: now });
    const surplus = (await db.openedProviders.count()) - OPENED_PROVIDERS_KEPT;
    if (surplus > 0) await db.openedProviders.bulkDelete(await db.openedProviders.orderBy('openedAt').limit(surplus).primaryKeys());
  });
}

/** Providers that left the catalogue leave the opened ones too (inside the sync's transaction, which must cover the table). */
export async function forgetOpenedProviders(db: LedgerLinkDb, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.openedProviders.bulkDelete([...ids]);
}
