import type { Collections } from '../db/collections';
import { hashDashboardKey, issueDashboardKey } from './dashboard-access';
import { endDashboardSessionsOf } from './dashboard-sessions';
import { ConflictError, NotFoundError } from './domain-errors';
import { providerDashboardLinkMail } from './mail/messages';
import { enqueueMail } from './mail/outbox';
import { recordIdOrNotFound } from './record-id';
import { dashboardUrl } from './site-links';

/**
 * An admin re-issues a provider's dashboard link (a lost or leaked link): a new key replaces the
 * old one, which stops working at once together with every device signed in with it, and the new
 * link goes to the provider's own address through the mail outbox. The admin never sees the key.
 */
export interface DashboardLinkReissueDeps {
  collections: Pick<Collections, 'bookkeepers' | 'dashboardSessions' | 'outbox'>;
  /** Absolute site address, for the link in the mail. */
  publicUrl: string;
}

export async function reissueDashboardLink(deps: DashboardLinkReissueDeps, providerId: string): Promise<void> {
  const { bookkeepers, dashboardSessions, outbox } = deps.collections;
  const _id = recordIdOrNotFound(providerId, 'Provider');
  const provider = await bookkeepers.findOne({ _id });
  if (!provider) throw new NotFoundError('Provider not found');
  // Approval issues the first link; a provider who is pending or rejected has no dashboard to open.
  if (!provider.isApproved) throw new ConflictError('Only an approved provider has a dashboard link; approve the provider first');
  const key = await issueDashboardKey(bookkeepers, _id);
  await endDashboardSessionsOf(dashboardSessions, _id);
  await enqueueMail(
    outbox,
    providerDashboardLinkMail({
      providerId: _id.toHexString(),
      keyId: hashDashboardKey(key).slice(0, 16),
      to: provider.email,
      providerName: provider.fullName,
      dashboardUrl: dashboardUrl(deps.publicUrl, _id, key),
    }),
  );
}
