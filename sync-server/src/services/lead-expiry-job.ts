import type { LeadDoc } from '../db/documents';
import type { Logger } from '../logger';
import { RepeatingRun } from './repeating-run';
import { recordLeadExpiry } from './lead-stats';
import { rerouteExpiredLead, type ReroutingDeps } from './lead-rerouting';
import { recordDigestEvent, type DigestCollections } from './request-digests';

/** Re-routing's dependencies, and where an expiry is recorded for the customer's update email. */
export interface LeadExpiryDeps extends ReroutingDeps {
  collections: ReroutingDeps['collections'] & DigestCollections;
}

export interface LeadExpiryOptions {
  /** How often each instance looks for leads past their deadline. */
  intervalMs?: number;
  /** How long a claimed re-route is reserved; an instance that dies mid-way frees it after this. */
  leaseMs?: number;
  /** Leads handled per run at most, so one run never holds the loop for long. */
  maxPerRun?: number;
}

export interface LeadExpiryRun {
  expired: number;
  rerouted: number;
}

/**
 * The response deadline, run by every server instance. Safe with several instances:
 * a lead is claimed with one atomic findOneAndUpdate on `{status: 'new', no expiredAt, respondBy
 * due}` that sets `expiredAt`, so exactly one instance expires each lead, and a provider's status
 * change (a compare-and-set that also requires no `expiredAt`) and the claim cannot both win. The
 * claim also takes a lease on the re-route; a re-route that did not finish (crash, database error)
 * is taken again once its lease ends, and re-routing's unique keys make the retry harmless
 * (lead-rerouting.ts). Once re-routed, the expiry is recorded for the customer's update email
 * (request-digests.ts), after the re-route so that email can say whether another professional was
 * offered the request; a retried re-route records it again, which changes nothing. Nothing here is
 * per process but the timer.
 */
export class LeadExpiryJob {
  private readonly repeating: RepeatingRun;
  private readonly intervalMs: number;
  private readonly leaseMs: number;
  private readonly maxPerRun: number;

  constructor(
    private readonly deps: LeadExpiryDeps,
    private readonly logger: Logger,
    options: LeadExpiryOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 60_000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.maxPerRun = options.maxPerRun ?? 500;
    this.repeating = new RepeatingRun(() => this.runOnce(), this.intervalMs, logger, 'lead expiry run failed');
  }

  start(): void {
    this.repeating.start();
  }

  /** No new run starts; resolves when the current one (if any) has finished. */
  stop(): Promise<void> {
    return this.repeating.stop();
  }

  /** Expires every new lead whose deadline is at or before `now` and re-routes it. */
  async runOnce(now = new Date()): Promise<LeadExpiryRun> {
    const run: LeadExpiryRun = { expired: 0, rerouted: 0 };
    for (let handled = 0; handled < this.maxPerRun; handled += 1) {
      const claim = (await this.claimDueLead(now)) ?? (await this.claimStalledReroute(now));
      if (!claim) break;
      if (claim.expiredNow) {
        await recordLeadExpiry(this.deps.collections.bookkeepers, claim.lead.bookkeeperId);
        run.expired += 1;
      }
      try {
        if ((await rerouteExpiredLead(this.deps, claim.lead, now)) === 'rerouted') run.rerouted += 1;
        await recordDigestEvent(this.deps.collections, claim.lead, 'expired', claim.lead.expiredAt ?? now);
        await this.deps.collections.leads.updateOne({ _id: claim.lead._id }, { $set: { reroutedAt: now }, $unset: { rerouteLeaseUntil: '' } });
      } catch (error) {
        // Left leased: another run retries it when the lease ends. Ids only, never personal data.
        this.logger.error('re-routing an expired lead failed', { leadId: claim.lead._id.toHexString(), error });
      }
    }
    return run;
  }

  private async claimDueLead(now: Date): Promise<{ lead: LeadDoc; expiredNow: boolean } | undefined> {
    const lead = await this.deps.collections.leads.findOneAndUpdate(
      { status: 'new', respondBy: { $lte: now }, expiredAt: { $exists: false } },
      { $set: { expiredAt: now, updatedAt: now, rerouteLeaseUntil: this.leaseEnd(now) } },
      { sort: { respondBy: 1, _id: 1 }, returnDocument: 'after' },
    );
    return lead ? { lead, expiredNow: true } : undefined;
  }

  private async claimStalledReroute(now: Date): Promise<{ lead: LeadDoc; expiredNow: boolean } | undefined> {
    const lead = await this.deps.collections.leads.findOneAndUpdate(
      { rerouteLeaseUntil: { $lte: now } },
      { $set: { rerouteLeaseUntil: this.leaseEnd(now) } },
      { sort: { rerouteLeaseUntil: 1, _id: 1 }, returnDocument: 'after' },
    );
    return lead ? { lead, expiredNow: false } : undefined;
  }

  private leaseEnd(now: Date): Date {
    return new Date(now.getTime() + this.leaseMs);
  }
}

