import type { BookkeeperDoc } from '../db/documents';
import { ConflictError } from './domain-errors';

/**
 * A provider who set "Not taking new clients" stays listed but takes no new work: matching skips
 * them (matching.ts), and a hire or Get Contact naming them, including an older one an offline
 * device replays, is refused with this 409. A record stored without the flag is available.
 */
export function ensureTakingNewClients(provider: Pick<BookkeeperDoc, 'fullName' | 'isAvailable'>): void {
  if (provider.isAvailable === false) {
    throw new ConflictError(`${provider.fullName} is not taking new clients right now. Other professionals in the marketplace can help you.`);
  }
}
