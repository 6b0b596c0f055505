import type { Collections } from '../db/collections';
import type { RequestPageDocs } from '../db/documents';
import type { CustomerRequest } from './request-access';
import { isRequestEditable } from './request-edits';
import { leadsOfRequest } from './request-records';

type PageCollections = Pick<Collections, 'leads' | 'bookkeepers' | 'businesses'>;

/**
 * Loads what a customer's request page shows (routes/requests.ts presents it): the request, the
 * business behind a hire, and each lead of the request with its professional and whether another
 * professional was offered the request in its place (lead-rerouting.ts marks a replacement with
 * `replacesLeadId`). A lead whose professional was deleted is left out: there is nobody to show.
 */
export async function loadRequestPage({ leads, bookkeepers, businesses }: PageCollections, request: CustomerRequest): Promise<RequestPageDocs> {
  const [found, hireBusiness] = await Promise.all([
    leads.find(leadsOfRequest(request)).sort({ createdAt: 1, _id: 1 }).toArray(),
    request.kind === 'hire' ? businesses.findOne({ _id: request.doc.businessId }) : null,
  ]);
  const providers = await bookkeepers.find({ _id: { $in: [...new Set(found.map((lead) => lead.bookkeeperId))] } }).toArray();
  const byId = new Map(providers.map((provider) => [provider._id.toHexString(), provider]));
  const replaced = new Set(found.flatMap((lead) => (lead.replacesLeadId ? [lead.replacesLeadId.toHexString()] : [])));
  const matches = found.flatMap((lead) => {
    const provider = byId.get(lead.bookkeeperId.toHexString());
    return provider ? [{ lead, provider, replaced: replaced.has(lead._id.toHexString()) }] : [];
  });
  return { request, hireBusiness: hireBusiness ?? undefined, matches, editable: isRequestEditable(request, found) };
}
