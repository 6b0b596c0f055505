import {
  isLeadAnswered,
  OPEN_LEAD_STATUSES,
  providerResponsiveness,
  REPLY_TIMES_KEPT,
  sameResponsiveness,
  type LeadAnswerState,
  type LeadStatus,
} from '@ledgerlink/shared-schema';
import type { AnyBulkWriteOperation, Collection, Db, Filter, ObjectId } from 'mongodb';
import { collections } from '../db/collections';
import type { BookkeeperDoc, LeadDoc, LeadStats } from '../db/documents';

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
 * no longer open. A provider's first action on a lead also keeps its reply time (`replyHours`, the
 * latest REPLY_TIMES_KEPT). The counters are internal and presenters drop them; what the public
 * profile states from them (shared-schema's responsiveness.ts) bumps `updatedAt` only when it
 * changes, so offline catalogues are re-sent a profile when what it says changed, and not for every
 * lead. A provider without counters (data from before them) is
 * repaired by `backfillLeadStats` at start. What is not repaired by itself: a process dying
 * between the lead write and its `$inc`, or leads written by hand; `backfillLeadStats(db, {})`
 * recomputes everyone from the leads.
 */

const isOpen = (status: LeadStatus) => OPEN_LEAD_STATUSES.includes(status);

/**
 * A lead's status, or the lead itself where the customer or an admin may have moved it (acted =
 * answered by the provider, shared-schema `isLeadAnswered`) or the provider's first action set
 * `respondedAt` (its reply time, from `createdAt`).
 */
type LeadSide = LeadStatus | (LeadAnswerState & { createdAt?: Date | undefined });
const stateOf = (side: LeadSide) => (typeof side === 'string' ? { status: side } : side);

const HOUR_MS = 60 * 60 * 1000;

/** The hours to the provider's first action, when this move is it. */
function replyHoursOf(before: Exclude<LeadSide, string>, after: Exclude<LeadSide, string>): number | undefined {
  if (before.respondedAt || !after.respondedAt || !after.createdAt) return undefined;
  return Math.max(0, new Date(after.respondedAt).getTime() - after.createdAt.getTime()) / HOUR_MS;
}

interface CounterChange {
  total?: number;
  acted?: number;
  open?: number;
  replyHours?: number | undefined;
}

/**
 * Applies one change to a provider's counters in one write, and bumps `updatedAt` when what the
 * public profile states from them changed (read from the counters as they were before the write).
 */
async function changeCounters(bookkeepers: Collection<BookkeeperDoc>, bookkeeperId: ObjectId, change: CounterChange): Promise<void> {
  const { total = 0, acted = 0, open = 0, replyHours } = change;
  const update = {
    $inc: { 'leadStats.total': total, 'leadStats.acted': acted, 'leadStats.open': open },
    ...(replyHours !== undefined ? { $push: { 'leadStats.replyHours': { $each: [replyHours], $slice: -REPLY_TIMES_KEPT } } } : {}),
  };
  const before = await bookkeepers.findOneAndUpdate({ _id: bookkeeperId }, update, { returnDocument: 'before', projection: { leadStats: 1 } });
  if (!before) return;
  const was = before.leadStats ?? { total: 0, acted: 0, open: 0 };
  const replies = replyHours === undefined ? was.replyHours : [...(was.replyHours ?? []), replyHours].slice(-REPLY_TIMES_KEPT);
  const now = { total: was.total + total, acted: was.acted + acted, replyHours: replies };
  if (!sameResponsiveness(providerResponsiveness(was), providerResponsiveness(now))) {
    await bookkeepers.updateOne({ _id: bookkeeperId }, { $set: { updatedAt: new Date() } });
  }
}

/** A new lead is `new`: counted in total and open. */
export async function recordNewLead(bookkeepers: Collection<BookkeeperDoc>, bookkeeperId: ObjectId): Promise<void> {
  await changeCounters(bookkeepers, bookkeeperId, { total: 1, open: 1 });
}

/** A lead moved from `from` to `to`; call after the lead's own update succeeded. */
export async function recordLeadTransition(bookkeepers: Collection<BookkeeperDoc>, bookkeeperId: ObjectId, from: LeadSide, to: LeadSide): Promise<void> {
  const [before, after] = [stateOf(from), stateOf(to)];
  const acted = Number(isLeadAnswered(after)) - Number(isLeadAnswered(before));
  const open = Number(isOpen(after.status)) - Number(isOpen(before.status));
  const replyHours = replyHoursOf(before, after);
  if (acted === 0 && open === 0 && replyHours === undefined) return;
  await changeCounters(bookkeepers, bookkeeperId, { acted, open, replyHours });
}

/** A new lead expired unanswered (lead-expiry-job.ts): still not acted on, no longer open. */
export async function recordLeadExpiry(bookkeepers: Collection<BookkeeperDoc>, bookkeeperId: ObjectId): Promise<void> {
  await bookkeepers.updateOne({ _id: bookkeeperId }, { $inc: { 'leadStats.open': -1 } });
}

/**
 * Providers whose counters were never set (or only partly, by a transition before any backfill), or
 * who answered leads before reply times were kept.
 */
const WITHOUT_COUNTERS: Filter<BookkeeperDoc> = {
  $or: [{ 'leadStats.total': { $exists: false } }, { 'leadStats.acted': { $gt: 0 }, 'leadStats.replyHours': { $exists: false } }],
};
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
    const replies = await latestReplyHours(leads, chunk);
    const updates: AnyBulkWriteOperation<BookkeeperDoc>[] = chunk.map((_id) => {
      const id = _id.toHexString();
      const leadStats = { ...(byId.get(id) ?? { total: 0, acted: 0, open: 0 }), replyHours: replies.get(id) ?? [] };
      return { updateOne: { filter: { ...which, _id }, update: { $set: { leadStats } } } };
    });
    await bookkeepers.bulkWrite(updates, { ordered: false });
  }
  return ids.length;
}

/** Each provider's latest reply times in hours, oldest first, from the leads' own timestamps. */
async function latestReplyHours(leads: Collection<LeadDoc>, providerIds: ObjectId[]): Promise<Map<string, number[]>> {
  const answered = await leads
    .find({ bookkeeperId: { $in: providerIds }, respondedAt: { $exists: true } }, { projection: { _id: 0, bookkeeperId: 1, createdAt: 1, respondedAt: 1 } })
    .sort({ respondedAt: 1 })
    .toArray();
  const byProvider = new Map<string, number[]>();
  for (const lead of answered) {
    const id = lead.bookkeeperId.toHexString();
    const hours = Math.max(0, lead.respondedAt!.getTime() - lead.createdAt.getTime()) / HOUR_MS;
    byProvider.set(id, [...(byProvider.get(id) ?? []), hours].slice(-REPLY_TIMES_KEPT));
  }
  return byProvider;
}
