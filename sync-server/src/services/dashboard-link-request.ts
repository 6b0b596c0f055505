import type { Collections } from '../db/collections';
import type { BookkeeperDoc } from '../db/documents';
import type { Logger } from '../logger';
import { hashAccessKey } from './access-keys';
import { issueDashboardSignin } from './dashboard-signins';
import { providerSigninLinkMail } from './mail/messages';
import { enqueueMail } from './mail/outbox';
import { dashboardSigninUrl } from './site-links';

/**
 * "Send me my dashboard link": an approved, active provider's address is mailed a one-time sign-in
 * link (dashboard-signins.ts); any other address, nothing. The caller answers alike either way, so
 * the form tells nobody who is registered. Both take the same lookup; the provider's token and mail
 * are then written without the answer waiting for them, so it comes as fast for a stranger.
 */
export interface DashboardLinkRequestDeps {
  collections: Pick<Collections, 'bookkeepers' | 'dashboardSignins' | 'outbox'>;
  /** Absolute site address, for the link in the mail. */
  publicUrl: string;
  logger: Logger;
}

/** `email` is lowercased by the shared schema, as registration stores it. */
export async function requestDashboardLink(deps: DashboardLinkRequestDeps, email: string): Promise<void> {
  const provider = await deps.collections.bookkeepers.findOne({ email, isApproved: true, isActive: true }, { projection: { email: 1, fullName: 1 } });
  if (!provider) return;
  void mailSigninLink(deps, provider).catch((error: unknown) => deps.logger.error('a dashboard sign-in link was not queued', { providerId: provider._id.toHexString(), error }));
}

async function mailSigninLink(deps: DashboardLinkRequestDeps, provider: Pick<BookkeeperDoc, '_id' | 'email' | 'fullName'>): Promise<void> {
  const token = await issueDashboardSignin(deps.collections.dashboardSignins, provider._id);
  await enqueueMail(
    deps.collections.outbox,
    providerSigninLinkMail({
      providerId: provider._id.toHexString(),
      tokenId: hashAccessKey(token).slice(0, 16),
      to: provider.email,
      providerName: provider.fullName,
      signinUrl: dashboardSigninUrl(deps.publicUrl, provider._id, token),
    }),
  );
}
