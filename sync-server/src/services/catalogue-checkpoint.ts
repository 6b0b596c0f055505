import { ObjectId } from 'mongodb';
import { parseObjectId } from '../db/object-id';
import { InvalidInputError } from './domain-errors';

/**
 * A catalogue checkpoint means "every change up to (updatedAt, id) has been handed out".
 * The server assigns it (never the client's clock) and it is opaque to clients.
 */
export interface Checkpoint {
  t: number;
  id: ObjectId;
  /**
   * Set on the pages of a full pull (one that began without a checkpoint or with a reset): its
   * client replaces its whole catalogue at the end and needs no tombstones, so the retention limit
   * does not apply to it, however old the rows it is paging through (the demo data's are months old).
   */
  full?: boolean;
  /**
   * A digest of the settings lists the client last received (catalogue-sync.ts): a delta whose
   * lists did not change leaves them out, so an idle client's check costs a few hundred bytes.
   */
  settings?: string;
  /**
   * How far a full pull has come through the providers a device keeps, ranked (shared
   * `compareDeviceOrder`): `phase` 1 walks the device's country, 2 the rest; `skip` rows of the
   * phase and `handed` rows in all were handed out. Unset on a delta.
   */
  ranked?: RankedPosition;
}

export interface RankedPosition {
  phase: 1 | 2;
  skip: number;
  handed: number;
}

const MAX_ID = new ObjectId('ffffffffffffffffffffffff');

export function encodeCheckpoint(checkpoint: Checkpoint): string {
  const { t, id, full, settings, ranked } = checkpoint;
  const fields = { t, id: id.toHexString(), ...(full ? { f: 1 } : {}), ...(settings ? { s: settings } : {}), ...(ranked ? { r: [ranked.phase, ranked.skip, ranked.handed] } : {}) };
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

export function decodeCheckpoint(value: string): Checkpoint {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { t?: unknown; id?: unknown; f?: unknown; s?: unknown; r?: unknown };
    const id = typeof parsed.id === 'string' ? parseObjectId(parsed.id) : undefined;
    // A digest that is not one of ours only costs a resend of the lists.
    const settings = typeof parsed.s === 'string' && /^[0-9a-f]{16}$/.test(parsed.s) ? parsed.s : undefined;
    const ranked = parsed.r === undefined ? undefined : rankedPosition(parsed.r);
    if (isCheckpointTime(parsed.t) && id && ranked !== null) {
      return { t: parsed.t, id, ...(parsed.f === 1 ? { full: true } : {}), ...(settings ? { settings } : {}), ...(ranked ? { ranked } : {}) };
    }
  } catch {
    // not base64url JSON: refused below like any other forgery
  }
  throw new InvalidInputError('since: not a checkpoint this server issued', { errors: [{ path: 'since', message: 'Invalid checkpoint' }] });
}

/** A ranked position as encoded, or null when it is not one the server could have issued. */
function rankedPosition(value: unknown): RankedPosition | null {
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [phase, skip, handed] = value as unknown[];
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  if ((phase !== 1 && phase !== 2) || !count(skip) || !count(handed) || skip > handed) return null;
  return { phase, skip, handed };
}

/**
 * The server only issues whole milliseconds between the epoch and now; a forged time outside that
 * (far future, negative, beyond what a Date can hold) would otherwise reach the database as an
 * Invalid Date. A day of slack covers clocks of instances that disagree a little.
 */
function isCheckpointTime(t: unknown): t is number {
  return typeof t === 'number' && Number.isInteger(t) && t >= 0 && t <= Date.now() + 24 * 60 * 60 * 1000;
}

/** A page of a full pull begun at `startedAt`, continuing at `ranked` (the id plays no part in it). */
export const fullPullCheckpoint = (startedAt: number, ranked: RankedPosition, settings: string | undefined): Checkpoint => ({
  t: startedAt,
  id: MAX_ID,
  full: true,
  ranked,
  ...(settings ? { settings } : {}),
});

/** Everything before `t` has been seen, whatever its id. */
export const checkpointBefore = (t: number): Checkpoint => ({ t: t - 1, id: MAX_ID });

/** MongoDB condition for "changed after the checkpoint" in (updatedAt, _id) order. */
export function changedAfter(checkpoint: Checkpoint | undefined, settledBefore: Date) {
  const upper = { updatedAt: { $lt: settledBefore } };
  if (!checkpoint) return upper;
  const at = new Date(checkpoint.t);
  // The range on updatedAt stays at the top level, where a query planner turns it into index bounds
  // on (updatedAt, _id): only the changes after the checkpoint are walked, not the whole catalogue
  // (a no-change delta over 10,000 providers walked all of them). The $or settles the tie at `at`.
  return { updatedAt: { $gte: at, $lt: settledBefore }, $or: [{ updatedAt: { $gt: at } }, { _id: { $gt: checkpoint.id } }] };
}

export function compareChange(a: { updatedAt: Date; _id: ObjectId }, b: { updatedAt: Date; _id: ObjectId }): number {
  return a.updatedAt.getTime() - b.updatedAt.getTime() || a._id.toHexString().localeCompare(b._id.toHexString());
}
