import { createHash } from 'node:crypto';
import { canonicalContent, countLinks, honeypotFilled, HOLD_REASONS, MAX_LINKS_PER_TEXT, type ContentPart, type HeldKind } from '@ledgerlink/shared-schema';
import type { ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import type { SubmissionFingerprintDoc } from '../db/documents';
import { insertOnce } from '../db/insert-once';
import { SUBMISSION_MEMORY_SECONDS } from '../db/indexes';
import { InProgressError } from './domain-errors';

/**
 * The spam rules every public write passes through (shared-schema spam.ts), after the idempotency
 * layer: a replay under an Idempotency-Key already seen is answered with its stored answer before
 * any rule runs, so an offline client's late or bursting replays are never screened twice.
 *
 * 1. Duplicates: the same email with the same content (submission-content.ts) within a day is the
 *    same request, answered with the first one's answer (without its request link: knowing someone's
 *    email and what they asked must not open their request page; the link is in their mail). Nothing
 *    is stored, matched or mailed again, whatever the Idempotency-Key. The request is claimed before
 *    it is written, so of copies arriving together exactly one writes (claimFingerprint).
 * 2. Holds: a filled honeypot, free text with too many links, or more distinct submissions from one
 *    email than the per-email limits allow (beside the per-address limit of http/rate-limit.ts, and
 *    held rather than refused: an attacker rotating addresses looks like a busy person). Only
 *    distinct content counts, never attempts or when it arrives, so no timing rule can hold a late replay.
 * A held submission is answered as any other and kept aside (held-submissions.ts).
 */

/** Distinct public writes one email may make before further ones are held. */
export interface EmailLimits {
  perHour: number;
  perDay: number;
}
export const DEFAULT_EMAIL_LIMITS: EmailLimits = { perHour: 5, perDay: 15 };

const HOUR_MS = 3_600_000;
const DAY_MS = SUBMISSION_MEMORY_SECONDS * 1000;

/** One public write as the rules see it (built by submission-content.ts). */
export interface Submission {
  kind: HeldKind;
  email: string;
  name?: string | undefined;
  /** A line for the admin's Held list. */
  summary: string;
  /** What makes two submissions the same request. */
  content: Record<string, ContentPart>;
  /** The free text checked for links, by field name. */
  freeText: Record<string, string | undefined>;
  /** The honeypot field as sent. */
  homepage: string | undefined;
  /** Holds found before the shared rules (a booking whose business is held). */
  reasons?: string[];
}

export interface ScreeningDeps {
  collections: Pick<Collections, 'heldSubmissions' | 'submissionFingerprints'>;
  emailLimits: EmailLimits;
}

/** The answer of a write: JSON, as stored for its duplicates. */
type Answer = Record<string, unknown>;

/** What to do with a submission that passed (`run`: store, match, mail) or was held (`hold`: keep aside, answer the same). */
export interface ScreenedWrite<A extends Answer> {
  /** The id the write stores its record under (a keyed request's claimed id, the same on every run of its key). */
  id: ObjectId;
  run: () => Promise<A>;
  hold: (reasons: string[]) => Promise<A>;
}

export const contentHash = (kind: string, content: Record<string, ContentPart>) => createHash('sha256').update(canonicalContent(kind, content)).digest('hex');

/** Applies the rules to `submission` and answers it: the first answer of its duplicate, or `run`'s, or `hold`'s. */
export async function screenedWrite<A extends Answer>(deps: ScreeningDeps, submission: Submission, write: ScreenedWrite<A>): Promise<A> {
  const fingerprints = deps.collections.submissionFingerprints;
  const hash = contentHash(submission.kind, submission.content);
  const claim = await claimFingerprint(fingerprints, submission, hash, write.id);
  if ('answer' in claim) return withoutRequestLink(claim.answer) as A;

  // The same key run again after its first run's answer was lost: it resumes as it went, held or not.
  const reasons = claim.resumed?.answer
    ? (claim.resumed.heldReasons ?? [])
    : [...(submission.reasons ?? []), ...contentReasons(submission), ...(await limitReasons(deps, submission.email, claim.id, claim.createdAt))];
  const held = reasons.length > 0;
  const answer = held ? await write.hold(reasons) : await write.run();
  await fingerprints.updateOne({ _id: claim.id, recordId: write.id }, { $set: { answer, ...(held ? { heldReasons: reasons } : {}) } });
  return answer;
}

type Fingerprints = ScreeningDeps['collections']['submissionFingerprints'];

/** This write owns the fingerprint (`resumed` when an earlier run of its key made it), or a duplicate's answer to give. */
type FingerprintClaim = { id: string; createdAt: Date; resumed?: SubmissionFingerprintDoc } | { answer: Answer };

// How long a duplicate waits for the answer of the same request arriving a moment earlier, before
// the client is told to retry (InProgressError): a matched write usually answers within it.
const DUPLICATE_WAIT_MS = 2_000;
const DUPLICATE_POLL_MS = 100;
// A fingerprint still without an answer after this belongs to a process that died mid-write: the
// next copy of the request takes it over, so a crash cannot block the request for a day.
const STALE_CLAIM_MS = 60_000;

/**
 * Claims the fingerprint of (email, content) before anything is written. Its `_id` is derived from
 * both, so the database lets exactly one of two identical submissions arriving together claim it;
 * the other waits for the first one's answer. A fingerprint past the duplicate window (not yet
 * removed by its TTL index) is replaced, as is a stale claim.
 */
async function claimFingerprint(fingerprints: Fingerprints, submission: Submission, hash: string, recordId: ObjectId): Promise<FingerprintClaim> {
  const id = createHash('sha256').update(`${submission.email}\n${hash}`).digest('hex');
  const waitUntil = Date.now() + DUPLICATE_WAIT_MS;
  for (;;) {
    const createdAt = new Date();
    const fresh: SubmissionFingerprintDoc = { _id: id, email: submission.email, kind: submission.kind, contentHash: hash, recordId, createdAt };
    const { doc: existing, inserted } = await insertOnce(fingerprints, fresh);
    if (inserted) return { id, createdAt };
    if (existing.recordId.equals(recordId)) return { id, createdAt: existing.createdAt, resumed: existing };
    const age = createdAt.getTime() - existing.createdAt.getTime();
    if (existing.answer && age < DAY_MS) return { answer: existing.answer };
    if (existing.answer || age > STALE_CLAIM_MS) {
      // Replace exactly what was read: of two takers, one wins and the other reads the winner's claim.
      const replaced = await fingerprints.replaceOne({ _id: id, recordId: existing.recordId, createdAt: existing.createdAt }, fresh);
      if (replaced.modifiedCount === 1) return { id, createdAt };
      continue;
    }
    if (Date.now() >= waitUntil) throw new InProgressError('The same request is still being processed; retry shortly');
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_POLL_MS));
  }
}

/** The rules a submission's own content breaks. */
export function contentReasons(submission: Pick<Submission, 'homepage' | 'freeText'>): string[] {
  const reasons: string[] = [];
  if (honeypotFilled(submission.homepage)) reasons.push(HOLD_REASONS.honeypot);
  for (const [field, text] of Object.entries(submission.freeText)) {
    const links = countLinks(text);
    if (links > MAX_LINKS_PER_TEXT) reasons.push(HOLD_REASONS.links(field, links));
  }
  return reasons;
}

/** One bounded read of the email's newest fingerprints: enough to tell whether either limit is reached. */
async function limitReasons({ collections, emailLimits }: ScreeningDeps, email: string, ownId: string, now: Date): Promise<string[]> {
  const recent = await collections.submissionFingerprints
    .find({ email, _id: { $ne: ownId }, createdAt: { $gt: new Date(now.getTime() - DAY_MS) } }, { projection: { _id: 0, createdAt: 1 }, sort: { createdAt: -1 }, limit: Math.max(emailLimits.perHour, emailLimits.perDay) })
    .toArray();
  const lastDay = recent.length;
  const lastHour = recent.filter(({ createdAt }) => createdAt.getTime() > now.getTime() - HOUR_MS).length;
  const reasons: string[] = [];
  if (lastHour >= emailLimits.perHour) reasons.push(HOLD_REASONS.perHour(emailLimits.perHour));
  if (lastDay >= emailLimits.perDay) reasons.push(HOLD_REASONS.perDay(emailLimits.perDay));
  return reasons;
}

function withoutRequestLink(answer: Answer): Answer {
  const { requestUrl: _link, ...rest } = answer;
  return rest;
}

/** Keeps a held submission aside under the id its answer names (once per id: a retry of its key finds it). */
export async function holdSubmission(
  held: Collections['heldSubmissions'],
  submission: Submission,
  reasons: string[],
  record: { id: ObjectId; input: Record<string, unknown>; pathId?: string; accessKey?: string },
): Promise<void> {
  await insertOnce(held, {
    _id: record.id,
    kind: submission.kind,
    email: submission.email,
    ...(submission.name ? { name: submission.name } : {}),
    summary: submission.summary,
    reasons,
    input: record.input,
    ...(record.pathId ? { pathId: record.pathId } : {}),
    ...(record.accessKey ? { accessKey: record.accessKey } : {}),
    heldAt: new Date(),
  });
}
