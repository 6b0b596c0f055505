import { requestPagePath, requestUnsubscribePagePath } from '@ledgerlink/shared-schema';
import type { Collections } from '../db/collections';
import type { DigestEvent, PrivateRequestDoc } from '../db/documents';
import { customerDigestMail, providerDisplayName, type DigestLine } from './mail/messages';
import type { MailMessage } from './mail/outbox';
import { storedRequestKey } from './request-link-key';

export type DigestContentCollections = Pick<Collections, 'leads' | 'bookkeepers' | 'businesses' | 'idempotencyKeys'>;

/** Who the request's mail goes to: a hire's customer is its business's contact. */
async function recipientOf(businesses: Collections['businesses'], request: PrivateRequestDoc): Promise<{ to: string; name?: string | undefined } | undefined> {
  switch (request.kind) {
    case 'questionnaire':
      return { to: request.doc.email };
    case 'business':
      return { to: request.doc.email, name: request.doc.contactName };
    case 'hire': {
      const business = await businesses.findOne({ _id: request.doc.businessId }, { projection: { email: 1, contactName: 1 } });
      return business ? { to: business.email, name: business.contactName } : undefined;
    }
  }
}

/**
 * The update email of `request` reporting `events` (oldest first), its `sequence`th: each event's
 * professional by name, and whether another was offered the request in their place (re-routing
 * marks the replacement with `replacesLeadId`). Undefined when nobody can be mailed (a hire whose
 * business is gone).
 */
export async function composeDigestMail(
  { leads, bookkeepers, businesses, idempotencyKeys }: DigestContentCollections,
  publicUrl: string,
  request: PrivateRequestDoc,
  events: DigestEvent[],
  sequence: number,
): Promise<MailMessage | undefined> {
  const recipient = await recipientOf(businesses, request);
  if (!recipient) return undefined;
  const leadIds = events.map((event) => event.leadId);
  const [eventLeads, replacements] = await Promise.all([
    leads.find({ _id: { $in: leadIds } }, { projection: { bookkeeperId: 1 } }).toArray(),
    leads.find({ replacesLeadId: { $in: leadIds } }, { projection: { replacesLeadId: 1 } }).toArray(),
  ]);
  const providers = await bookkeepers.find({ _id: { $in: eventLeads.map((lead) => lead.bookkeeperId) } }, { projection: { fullName: 1, businessName: 1 } }).toArray();
  const providerOfLead = new Map(eventLeads.map((lead) => [lead._id.toHexString(), lead.bookkeeperId.toHexString()]));
  const nameOfProvider = new Map(providers.map((provider) => [provider._id.toHexString(), providerDisplayName(provider)]));
  const replaced = new Set(replacements.flatMap((lead) => (lead.replacesLeadId ? [lead.replacesLeadId.toHexString()] : [])));

  const lines: DigestLine[] = [...events]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((event) => {
      const leadId = event.leadId.toHexString();
      const providerId = providerOfLead.get(leadId);
      return { who: providerId === undefined ? undefined : nameOfProvider.get(providerId), kind: event.kind, replaced: replaced.has(leadId) };
    });
  const requestId = request.doc._id.toHexString();
  const key = await storedRequestKey(idempotencyKeys, request);
  return customerDigestMail({
    requestId,
    sequence,
    ...recipient,
    lines,
    requestUrl: `${publicUrl}${requestPagePath(requestId, key)}`,
    unsubscribeUrl: `${publicUrl}${requestUnsubscribePagePath(requestId, key)}`,
    keyed: key !== undefined,
  });
}
