import { z } from 'zod';
import { median } from './median';

/**
 * How a professional answers the requests they are offered, as cards and profiles state it:
 * "Usually responds within 4 h · responds to 90% of requests". Counted from real timestamps (each
 * lead's offer and the professional's first action on it) and stated only once a professional has
 * had `MIN_LEADS_FOR_RESPONSIVENESS` leads, so one lucky or unlucky lead never becomes a claim.
 */

export const MIN_LEADS_FOR_RESPONSIVENESS = 3;

/** Reply times kept per professional (their latest), so the figure follows how they answer now. */
export const REPLY_TIMES_KEPT = 20;

export const responsivenessSchema = z.object({
  /** Share of the leads offered that the professional answered, in whole percent. */
  responseRate: z.number().int().min(0).max(100),
  /** The median of their latest reply times, in whole hours rounded up; absent before their first reply. */
  typicalReplyHours: z.number().int().min(1).optional(),
});
export type Responsiveness = z.infer<typeof responsivenessSchema>;

/** What is counted per professional: leads offered, leads answered, the latest reply times in hours. */
export interface ReplyCounts {
  total: number;
  acted: number;
  replyHours?: readonly number[] | undefined;
}

export function providerResponsiveness(counts: ReplyCounts | undefined): Responsiveness | undefined {
  if (!counts || counts.total < MIN_LEADS_FOR_RESPONSIVENESS) return undefined;
  const responseRate = Math.round(Math.min(1, Math.max(0, counts.acted / counts.total)) * 100);
  const typical = median(counts.replyHours ?? []);
  return typical === undefined ? { responseRate } : { responseRate, typicalReplyHours: Math.max(1, Math.ceil(typical)) };
}

export const sameResponsiveness = (a: Responsiveness | undefined, b: Responsiveness | undefined) =>
  a?.responseRate === b?.responseRate && a?.typicalReplyHours === b?.typicalReplyHours;
