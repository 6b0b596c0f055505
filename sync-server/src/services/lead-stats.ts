import { isLeadAnswered, OPEN_LEAD_STATUSES, type LeadAnswerState, type LeadStatus } from '@ledgerlink/shared-schema';
import type { AnyBulkWriteOperation, Collection, Db, Filter, ObjectId } from 'mongodb';
import { collections } from '../db/collections';
import type { BookkeeperDoc, LeadStats } from '../db/documents';

/**
 * Each provider's lead counters (`leadStats` on the provider document), which matching reads
 * for response rate and open-lead load.
 *
 * Why counters: computing them per request meant aggregating the whole leads collection on every
 * public write, so writes got slower as leads piled up. A counter costs one small write per lead
 * event and a match reads it with the provider, so a match's work no longer depends on the leads.
 *
 * What keeps them consistent: every code path that writes a lead's existence or status calls this
 * module right after its own successful single-document write (`ensureOpenLead` when it inserted,
 * PATCH /api/lead/:id after its compare-and-set, the expiry job after its claim, re-routing after
 * its insert), with one `$inc` on one document. An expired lead stays `new` (never acted on) and is
 * no longer open. The counters
 * are internal: they never touch `updatedAt`, so they do not re-send profiles to offline
 * catalogues, and presenters drop them. A provider without counters (data from before them) is
 * repaired by `backfillLeadStats` at start. What is not repaired by itself: a process dying
 * between the lead write and its `$inc`, or leads written by hand; `backfillLeadStats(db, {})`
 * recomputes everyone from the leads.
 */

const isOpen = (status: LeadStatus) => OPEN_LEAD_STATUSES.includes(status);

/** A lead's status, or the lead itself where the customer or an admin may have moved it (acted = answered by the provider, shared-schema `isLeadAnswered`). */
type LeadSide = LeadStatus | LeadAnswerState;
const stateOf = (side: LeadSide) => (typeof side === 'string' ? { status: side } : side);

/** A new lead is `new`: counted in total and open (`acted` + 0 creates a new provider's full set). */
export async function recordNewLead(bookkeepers: Collection<BookkeeperDoc>, bookkeeperId: ObjectId): Promise<void> {
  await bookkeepers.updateOne({ _id: bookkeeperId }, { $inc: { 'leadStats.total': 1, 'leadStats.acted': 0, 'leadStats.open': 1 } });
}

/** A lead moved from `from` to `to`; call after the lead's own update succeeded. */
export async function recordLeadTransition(bookkeepers: Collection<BookkeeperDoc>, bookkeeperId: ObjectId, from: LeadSide, to: LeadSide): Promise<void> {
  const [before, after] = [stateOf(from), stateOf(to)];
  const acted = Number(isLeadAnswered(after)) - Number(isLeadAnswered(before));
  const open = Number(isOpen(after.status)) - Number(isOpen(before.status));
  if (acted === 0 && open === 0) return;
  await bookkeepers.updateOne({ _id: bookkeeperId }, { $inc: { 'leadStats.acted': acted, 'leadStats.open': open } });
}

/** A new lead expired unanswered (lead-expiry-job.ts): still not acted on, no longer open. */
export async function recordLeadExpiry(bookkeepers: Collection<BookkeeperDoc>, bookkeeperId: ObjectId): Promise<void> {
  await bookkeepers.updateOne({ _id: bookkeeperId }, { $inc: { 'leadStats.open': -1 } });
}

/** Providers whose counters were never set (or only partly, by a transition before any backfill). */
const WITHOUT_COUNTERS: Filter<BookkeeperDoc> = { 'leadStats.total': { $exists: false } };
const CHUNK = 200; // ids per `$in`: small enough for the embedded planner to use the leads index

/**
 * Sets counters from the leads for the providers matching `which` (default: those without
 * counters); returns how many providers it set. Run once at start; a no-op when all have counters.
 * Each update re-checks `which`, so a counter an `$inc` created meanwhile is not overwritten.
 */
export async function backfillLeadStats(db: Db, which: Filter<BookkeeperDoc> = WITHOUT_COUNTERS): Promise<number> {
  const { bookkeepers, leads } = collections(db);
  const ids = (await bookkeepers.find(which, { projection: { _id: 1 } }).toArray()).map((doc) => doc._id);
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const rows = await leads
      .aggregate<LeadStats & { _id: ObjectId }>([
        { $match: { bookkeeperId: { $in: chunk } } },
        {
          $group: {
            _id: '$bookkeeperId',
            total: { $sum: 1 },
            // Answered: no longer new, and responded to or not ended by the customer or an admin (isLeadAnswered).
            acted: {
              $sum: {
                $cond: [
                  {
                    $and: [
                      { $ne: ['$status', 'new'] },
                      {
                        $or: [
                          { $ne: [{ $ifNull: ['$respondedAt', null] }, null] },
                          { $and: [{ $eq: [{ $ifNull: ['$customerOutcome', null] }, null] }, { $eq: [{ $ifNull: ['$adminCancelledAt', null] }, null] }] },
                        ],
                      },
                    ],
                  },
                  1,
                  0,
                ],
              },
            },
            // Open: new or contacted, and not expired (a missing field is null in an expression).
            open: {
              $sum: { $cond: [{ $and: [{ $in: ['$status', [...OPEN_LEAD_STATUSES]] }, { $eq: [{ $ifNull: ['$expiredAt', null] }, null] }] }, 1, 0] },
            },
          },
        },
      ])
      .toArray();
    const byId = new Map(rows.map(({ _id, ...stats }) => [_id.toHexString(), stats]));
    const updates: AnyBulkWriteOperation<BookkeeperDoc>[] = chunk.map((_id) => ({
      updateOne: { filter: { ...which, _id }, update: { $set: { leadStats: byId.get(_id.toHexString()) ?? { total: 0, acted: 0, open: 0 } } } },
    }));
    await bookkeepers.bulkWrite(updates, { ordered: false });
  }
  return ids.length;
}
