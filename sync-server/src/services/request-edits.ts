import { isLeadAnswered, type RequestEdit } from '@ledgerlink/shared-schema';
import type { Collections } from '../db/collections';
import type { BusinessDoc, LeadDoc, PrivateRequestDoc, QuestionnaireDoc } from '../db/documents';
import { ConflictError, InvalidInputError, NotFoundError } from './domain-errors';
import { leadsOfRequest } from './request-records';
import { endedRequestConflict, REQUEST_GONE } from './request-outcomes';

/**
 * The customer corrects their contact details, budget or timeline from their request page, until a
 * professional has responded: after that the professional works from what they read, and the
 * customer tells them directly. A hire's details live on the business of its hire form.
 */

type EditCollections = Pick<Collections, 'customerOnboardings' | 'businesses' | 'leads'>;

export const ALREADY_RESPONDED =
  'A professional has already responded to this request, so its details can no longer be changed here. Tell them the change directly.';

/** A provider acted on the lead (shared-schema `isLeadAnswered`); a lead ended by the customer's word or an admin alone is no response. */
export const hasResponded = (lead: LeadDoc) => isLeadAnswered(lead);

/** Fields a questionnaire never asked for, each refused by name. */
const NOT_ASKED_BY_QUESTIONNAIRE = ['name', 'budget', 'timeline'] as const;

function questionnaireChanges(edit: RequestEdit): Partial<QuestionnaireDoc> {
  const refused = NOT_ASKED_BY_QUESTIONNAIRE.filter((field) => edit[field] !== undefined);
  if (refused.length > 0) {
    const errors = refused.map((path) => ({ path, message: `This request did not ask for a ${path}` }));
    throw new InvalidInputError(`${errors[0]!.path}: ${errors[0]!.message}`, { errors });
  }
  return { ...(edit.email !== undefined ? { email: edit.email } : {}), ...(edit.phone !== undefined ? { mobileNumber: edit.phone } : {}) };
}

function businessChanges(edit: RequestEdit): Partial<BusinessDoc> {
  const changes: Partial<BusinessDoc> = {};
  if (edit.name !== undefined) changes.contactName = edit.name;
  if (edit.email !== undefined) changes.email = edit.email;
  if (edit.phone !== undefined) changes.phone = edit.phone;
  if (edit.budget !== undefined) changes.budget = edit.budget;
  if (edit.timeline !== undefined) changes.timeline = edit.timeline;
  return changes;
}

/** Whether the request's details may still be changed: not ended, and no professional responded yet. */
export const isRequestEditable = (request: PrivateRequestDoc, leads: LeadDoc[]) => !request.doc.outcome && !leads.some(hasResponded);

export async function editRequest(collections: EditCollections, request: PrivateRequestDoc, edit: RequestEdit): Promise<void> {
  if (request.doc.outcome) throw endedRequestConflict(request.doc.outcome);
  const changes = request.kind === 'questionnaire' ? { questionnaire: questionnaireChanges(edit) } : { business: businessChanges(edit) };
  const leads = await collections.leads.find(leadsOfRequest(request)).toArray();
  if (leads.some(hasResponded)) throw new ConflictError(ALREADY_RESPONDED);
  const result = changes.questionnaire
    ? await collections.customerOnboardings.updateOne({ _id: request.doc._id }, { $set: changes.questionnaire })
    : await collections.businesses.updateOne({ _id: request.kind === 'hire' ? request.doc.businessId : request.doc._id }, { $set: changes.business });
  if (result.matchedCount === 0) throw new NotFoundError(REQUEST_GONE);
}
