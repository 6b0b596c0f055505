import {
  entityId,
  fieldErrorSchema,
  idempotencyKeySchema,
  LEAD_STATUSES,
  type CustomerRequestSummary,
  type LeadStatus,
  type LeadWithBusiness,
  type PublicBookkeeper,
  type RequestMatch,
} from '@ledgerlink/shared-schema';
import Dexie, { type EntityTable } from 'dexie';
import { z } from 'zod';

/**
 * The app's one IndexedDB database (`ledgerlink`). Every schema version is declared here, in order,
 * and never edited once shipped: a change is a new `db.version(n + 1).stores(...)` (with an
 * `upgrade()` when existing rows must be rewritten), so devices on any older version migrate.
 *
 * Rows read back are outside input (another tab, an older app version or a user may have written
 * them): every reader parses them before use and discards what does not parse.
 *
 * Every table's row shape is declared here too (the outbox's as the zod schema its readers parse
 * with), so this file imports nothing from the subsystem folders that use it.
 */

/** One unfinished questionnaire per device, always under this key. */
export const CURRENT_DRAFT_ID = 'current';

export interface QuestionnaireDraftRow {
  id: typeof CURRENT_DRAFT_ID;
  /** A questionnaire step id (the questionnaire feature passes its parser to drafts/questionnaire-draft-store.ts). */
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

/**
 * A catalogue provider as `GET /api/sync/catalogue` delivers it, tagged with the full pull that last
 * wrote it (catalogue/catalogue-store.ts): after a full pull, rows of older generations have left the catalogue.
 */
export type ProviderRow = PublicBookkeeper & { syncGeneration: number };

/**
 * A profile this device opened online that its catalogue does not hold (catalogue/opened-providers.ts),
 * with when it was opened.
 */
export type OpenedProviderRow = PublicBookkeeper & { openedAt: number };

/** One settings list (countries, cities or services) as the last catalogue page carried it. */
export interface SettingsRow {
  key: 'countries' | 'cities' | 'services';
  /** Parsed item by item with the shared entity schemas on every read. */
  values: unknown[];
}

/** Local bookkeeping under a fixed key: the catalogue's checkpoint and last sync time, its listing columns (catalogue/listing-columns.ts). */
export interface MetaRow {
  key: string;
  /** Parsed with the owning module's schema on every read. */
  value: unknown;
}

/**
 * The stored shape of one queued public write (ARCHITECTURE §2, write path). Rows are outside input
 * when read back (another tab, an older app version), so every reader parses them with
 * `outboxRowSchema`. Payloads are checked for structure only: the request rules were applied when
 * the item was queued, and a rule that depends on time (a start date that has since passed) must
 * never make a queued write unreadable — the server answers that with a 400 the user can fix.
 */

export const OUTBOX_KINDS = ['questionnaire', 'business-request', 'hire', 'lead-status', 'request-action', 'review'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * pending: waiting to be sent (now or at `nextAttemptAt`); sending: a replay holds it (a row left in
 * this state by a closed tab is picked up again, since only one replay runs at a time); sent: every
 * step got a 2xx; conflict: 409/412 with the server's current state; invalid: 400/422 with field
 * messages; rejected: any other 4xx. The last three wait for the user (resend, edit or discard).
 */
export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'conflict', 'invalid', 'rejected'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

const jsonObject = z.record(z.string(), z.unknown());

/** A lead status change: the lead, and the compare-and-set pair the server checks (`from` is required offline). */
export const storedLeadStatusPayloadSchema = z.object({
  leadId: entityId,
  change: z.object({ status: z.enum(LEAD_STATUSES), from: z.enum(LEAD_STATUSES) }),
});

/**
 * A customer's action on their request page: the request, and which action with its body ("I hired",
 * "Close my request", an edit, "Ask for more matches", update emails on or off; outbox-kinds.ts
 * holds their rules).
 */
export const storedRequestActionPayloadSchema = z.object({
  requestId: entityId,
  action: z.object({ type: z.enum(['more-matches', 'hired', 'close', 'edit', 'updates-by-email']) }).catchall(z.unknown()),
});

/** One request of an item. `revision` rises when a refused step is resent, so it gets a fresh key. */
export const outboxStepSchema = z.object({
  done: z.boolean(),
  revision: z.number().int().min(0),
  /** The parsed 2xx body (the thank-you page's ids; hire's step 2 reads step 1's businessId). */
  result: z.unknown().optional(),
});
export type OutboxStep = z.infer<typeof outboxStepSchema>;

const common = {
  id: idempotencyKeySchema,
  /** Items with the same entity key are sent in `seq` order (a lead's status changes). */
  entityKey: z.string().min(1),
  seq: z.number().int(),
  steps: z.array(outboxStepSchema).min(1),
  state: z.enum(OUTBOX_STATES),
  /** Failed attempts since the item was queued or last resent (drives the backoff). */
  attempts: z.number().int().min(0),
  /** Epoch ms; device clock, local scheduling only. */
  nextAttemptAt: z.number(),
  lastError: z.string().nullable(),
  /** The last attempt never reached the server (offline): its wait ends as soon as the device is online. */
  unreachable: z.boolean().optional(),
  /** Since when (epoch ms) the server has answered that this step's first request is still running (outbox-outcome.ts). */
  inProgressSince: z.number().optional(),
  /** The server's field messages of a 400/422, for the form to show beside its fields. */
  fieldErrors: z.array(fieldErrorSchema),
  /** The server's current state sent with a 409 (the lead as it is now), for the user to compare. */
  serverState: z.unknown().optional(),
  createdAt: z.number(),
  updatedAt: z.number(),
  sentAt: z.number().nullable(),
  /** Where the write was made: the form to reopen for an edit, and how the outbox panel names it. */
  origin: z.object({ path: z.string().startsWith('/'), label: z.string().min(1) }).optional(),
};
export type OutboxOrigin = NonNullable<z.infer<typeof outboxRowSchema>['origin']>;

export const outboxRowSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('questionnaire'), payload: jsonObject }),
  z.object({ ...common, kind: z.literal('business-request'), payload: jsonObject }),
  z.object({ ...common, kind: z.literal('hire'), payload: z.object({ business: jsonObject, booking: jsonObject }) }),
  // No credentials are stored: the lead route accepts the dashboard's session cookie, which the
  // page and the service worker send with every same-origin request.
  z.object({ ...common, kind: z.literal('lead-status'), payload: storedLeadStatusPayloadSchema }),
  // The same for the request page: its routes accept the request's session cookie.
  z.object({ ...common, kind: z.literal('request-action'), payload: storedRequestActionPayloadSchema }),
  // A review carries the one-time token of its mailed link: the link is all that authorises it.
  z.object({ ...common, kind: z.literal('review'), payload: jsonObject }),
]);
export type OutboxRow = z.infer<typeof outboxRowSchema>;

/** A status change made on this device and not yet settled by the server (its outbox item). */
export interface PendingLeadChange {
  outboxId: string;
  status: LeadStatus;
  from: LeadStatus;
}

/**
 * One lead of a provider's dashboard (leads/lead-store.ts): the lead as the server last sent it, and the
 * changes made here since, oldest first. The server's copy is kept apart from the local changes so
 * a refused change rolls back to exactly what the server said.
 */
export interface LeadRow {
  id: string;
  providerId: string;
  lead: LeadWithBusiness;
  pending: PendingLeadChange[];
}

/** A dashboard's header and freshness: the provider's public profile and when the leads were last fetched. */
export interface DashboardRow {
  providerId: string;
  provider: PublicBookkeeper;
  /** `LEAD_RESPONSE_HOURS` as the server reported it. */
  responseHours: number;
  /** Epoch ms of the last successful fetch (device clock, shown as "Updated … ago"). */
  refreshedAt: number;
}

/**
 * A customer's request page as this device last read it (requests/request-store.ts): what they
 * asked and each match, as `GET /api/requests/{id}` sent them, parsed with the shared schemas on
 * every read. Kept only while the server grants this device access: a 401 deletes it.
 */
export interface RequestPageRow {
  id: string;
  request: CustomerRequestSummary;
  matches: RequestMatch[];
  /** Epoch ms of the last successful read (device clock, shown as "Updated … ago"). */
  refreshedAt: number;
}

export type LedgerLinkDb = Dexie & {
  questionnaireDrafts: EntityTable<QuestionnaireDraftRow, 'id'>;
  providers: EntityTable<ProviderRow, 'id'>;
  settings: EntityTable<SettingsRow, 'key'>;
  outbox: EntityTable<OutboxRow, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
  leads: EntityTable<LeadRow, 'id'>;
  dashboards: EntityTable<DashboardRow, 'providerId'>;
  requestPages: EntityTable<RequestPageRow, 'id'>;
  openedProviders: EntityTable<OpenedProviderRow, 'id'>;
};

export function createLedgerLinkDb(name = 'ledgerlink'): LedgerLinkDb {
  const database = new Dexie(name) as LedgerLinkDb;
  // v1: the guided questionnaire's draft.
  database.version(1).stores({ questionnaireDrafts: 'id' });
  // v2: the offline catalogue (ARCHITECTURE §2 read path) and the outbox of queued writes (write
  // path). Only new tables, so v1's drafts carry over untouched and no upgrade() is needed.
  // providers: the marketplace's filter fields are indexed (services multi-entry), and slug/username
  // for profile addresses. outbox: `state` + `nextAttemptAt` find due items, `seq` keeps their order.
  database.version(2).stores({
    providers: 'id, providerType, country, city, *services, slug, username, updatedAt',
    settings: 'key',
    outbox: 'id, state, nextAttemptAt, entityKey, seq',
    meta: 'key',
  });
  // v3: compact listing rows beside the providers, filled from the cached providers so an upgraded
  // device kept its offline marketplace without waiting for a sync.
  database
    .version(3)
    .stores({ listings: 'id' })
    .upgrade(async (tx) => {
      const providers = (await tx.table('providers').toArray()) as ProviderRow[];
      await tx.table('listings').bulkPut(providers.map(v3ListingRow));
    });
  // v4: the listings move into one `meta` record of columns (catalogue/listing-columns.ts: 10,000 rows read
  // back cost ~130 ms, the one record ~8 ms); its first read rebuilds it from the cached providers.
  // The marketplace filters those columns in memory, so providers keep only the indexes lookups use
  // (profile addresses, and the generation a full pull sweeps by): each index costs every write of
  // a sync (Chromium extracts index keys from a copy of each row), ~30 % of a 10,000-provider pull.
  database.version(4).stores({ listings: null, providers: 'id, slug, username, syncGeneration' });
  // v5: the provider dashboard's offline copy: leads by provider, and one header row per
  // provider whose dashboard this device opened. New tables only, so nothing to upgrade.
  database.version(5).stores({ leads: 'id, providerId', dashboards: 'providerId' });
  // v6: the customer's request pages opened on this device, one row per request. A new table
  // only, so nothing to upgrade.
  database.version(6).stores({ requestPages: 'id' });
  // v7: public providers carry `credentials`. An older app parsed synced providers without them (the
  // schema dropped the unknown field), so its cached rows read as having none: the upgrade clears
  // the catalogue's checkpoint (catalogue/catalogue-store.ts, meta key `catalogue`) and the next
  // sync is a full pull that re-fetches every provider, the cached ones shown until it completes.
  database
    .version(7)
    .stores({})
    .upgrade(async (tx) => {
      await tx
        .table('meta')
        .where('key')
        .equals('catalogue')
        .modify((row: MetaRow) => {
          if (typeof row.value === 'object' && row.value !== null) row.value = { ...row.value, checkpoint: null };
        });
    });
  // v8: profiles opened online that the catalogue does not hold (a device keeps only its provider
  // limit), found by the same addresses as the catalogue's and dropped oldest first. A new table
  // only, so nothing to upgrade.
  database.version(8).stores({ openedProviders: 'id, slug, username, openedAt' });
  return database;
}

/** v3's listing row, kept for that version's upgrade; v4 drops the table. */
function v3ListingRow(provider: PublicBookkeeper) {
  const { id, providerType, fullName, businessName, city, country, services, averageRating, totalReviews, hourlyRate, monthlyStartingPrice } = provider;
  return { id, providerType, fullName, businessName, city, country, services, averageRating, totalReviews, hourlyRate, monthlyStartingPrice };
}

export const db = createLedgerLinkDb();
