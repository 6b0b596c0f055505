import Dexie, { type EntityTable } from 'dexie';

/**
 * The app's one IndexedDB database (`ledgerlink`). Every schema version is declared here, in order,
 * and never edited once shipped: a change is a new `db.version(n + 1).stores(...)` (with an
 * `upgrade()` when existing rows must be rewritten), so devices on any older version migrate.
 *
 * Rows read back are outside input (another tab, an older app version or a user may have written
 * them): every reader parses them before use and discards what does not parse.
 */

/** One unfinished questionnaire per device, always under this key. */
export const CURRENT_DRAFT_ID = 'current';

export interface QuestionnaireDraftRow {
  id: typeof CURRENT_DRAFT_ID;
  /** A questionnaire step id (the questionnaire feature passes its parser to offline/questionnaire-draft-store.ts). */
  step: string;
  /** The answers so far; parsed on every read with the schema the questionnaire feature passes in. */
  answers: unknown;
  /** Sent as `Idempotency-Key`, so a retry after a network error never creates a second request. */
  idempotencyKey: string;
  /** True once a submission was attempted with this key; an edit after that needs a fresh key. */
  keyUsed?: boolean;
  /** Epoch milliseconds of the last save (the device's clock: local bookkeeping only). */
  updatedAt: number;
}

export type LedgerLinkDb = Dexie & {
  questionnaireDrafts: EntityTable<QuestionnaireDraftRow, 'id'>;
};

export function createLedgerLinkDb(name = 'ledgerlink'): LedgerLinkDb {
  const database = new Dexie(name) as LedgerLinkDb;
  // v1: the guided questionnaire's draft.
  database.version(1).stores({ questionnaireDrafts: 'id' });
  // Later issues add, each in a new version: `providers` and `settings` (the catalogue read path)
  // and `outbox` (queued writes, ARCHITECTURE §2), e.g.
  // database.version(2).stores({ providers: 'id, updatedAt', settings: 'key' });
  return database;
}

export const db = createLedgerLinkDb();
