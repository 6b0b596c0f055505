import { type BookingCreateRequest, bookingCreateRequestSchema, bookingEndpoints, businessEndpoints, type BusinessRegisterRequest, businessRegisterRequestSchema, type CustomerOnboardingRequest, customerOnboardingRequestSchema, type Endpoint, type EndpointInput, entityId, type FieldError, formatZodError, leadConflictBodySchema, leadEndpoints, leadUpdateRequestSchema, questionnaireEndpoints, requestCloseRequestSchema, requestEditSchema, requestEndpoints, requestHiredRequestSchema, requestUpdatesByEmailRequestSchema, type ReviewCreateRequest, reviewCreateRequestSchema, reviewEndpoints } from '@ledgerlink/shared-schema';
import { z } from 'zod';
import type { OutboxKind, OutboxOrigin, OutboxRow } from '../db';

/**
 * What each kind of queued write sends (ARCHITECTURE §2): its request rules (the shared request
 * schemas, applied when the item is queued or edited) and its steps, each a call of an endpoint of
 * the contract, whose response schema reads the answer.
 */

/** Hire: the business (step 1) and the booking without its businessId, which step 1 returns. */
export const hireRequestSchema = z.strictObject({
  business: businessRegisterRequestSchema,
  booking: bookingCreateRequestSchema.omit({ businessId: true }),
});

/** A lead status change: `from` is required offline, so a late replay never applies to a state the user never saw. */
export const leadStatusRequestSchema = z.strictObject({
  leadId: entityId,
  change: leadUpdateRequestSchema.required({ from: true }),
});

/** A customer's action on their request page, with the body its endpoint takes. */
export const requestActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('more-matches') }),
  z.strictObject({ type: z.literal('hired'), ...requestHiredRequestSchema.shape }),
  z.strictObject({ type: z.literal('close'), ...requestCloseRequestSchema.shape }),
  z.strictObject({ type: z.literal('edit'), changes: requestEditSchema }),
  z.strictObject({ type: z.literal('updates-by-email'), ...requestUpdatesByEmailRequestSchema.shape }),
]);
export type RequestAction = z.infer<typeof requestActionSchema>;

export const requestActionRequestSchema = z.strictObject({ requestId: entityId, action: requestActionSchema });
export type RequestActionRequest = z.infer<typeof requestActionRequestSchema>;

/** What a feature hands to `enqueue`: the request as the user made it, and optionally the form it came from. */
export type OutboxInput = (
  | { kind: 'questionnaire'; payload: z.input<typeof customerOnboardingRequestSchema> }
  | { kind: 'business-request'; payload: z.input<typeof businessRegisterRequestSchema> }
  | { kind: 'hire'; payload: z.input<typeof hireRequestSchema> }
  | { kind: 'lead-status'; payload: z.input<typeof leadStatusRequestSchema> }
  | { kind: 'request-action'; payload: z.input<typeof requestActionRequestSchema> }
  | { kind: 'review'; payload: ReviewCreateRequest }
) & { origin?: OutboxOrigin };

const REQUEST_SCHEMAS: Record<OutboxKind, z.ZodType> = {
  questionnaire: customerOnboardingRequestSchema,
  'business-request': businessRegisterRequestSchema,
  hire: hireRequestSchema,
  'lead-status': leadStatusRequestSchema,
  'request-action': requestActionRequestSchema,
  review: reviewCreateRequestSchema,
};

/** The shared request rules for a payload of `kind`: null when it may be queued, else the field messages. */
export function requestErrors(kind: OutboxKind, payload: unknown): FieldError[] | null {
  const parsed = REQUEST_SCHEMAS[kind].safeParse(payload);
  return parsed.success ? null : formatZodError(parsed.error).errors;
}

/** The endpoint each step calls, in order; a request action makes one call, of the endpoint its action names. */
const STEP_ENDPOINTS = {
  questionnaire: [questionnaireEndpoints.submit],
  'business-request': [businessEndpoints.register],
  hire: [businessEndpoints.register, bookingEndpoints.create],
  'lead-status': [leadEndpoints.update],
  review: [reviewEndpoints.create],
} as const satisfies Record<Exclude<OutboxKind, 'request-action'>, readonly Endpoint[]>;

export const stepCount = (kind: OutboxKind) => (kind === 'request-action' ? 1 : STEP_ENDPOINTS[kind].length);

/**
 * Entity whose writes must keep their order: a lead's changes, a request's actions (an edit before
 * "Close my request" reaches the server first), a review link's review (its link takes one); any
 * other item stands alone.
 */
export function entityKeyFor(input: OutboxInput, id: string): string {
  if (input.kind === 'lead-status') return `lead:${input.payload.leadId}`;
  if (input.kind === 'request-action') return requestEntityKey(input.payload.requestId);
  if (input.kind === 'review') return reviewEntityKey(input.payload.token);
  return `${input.kind}:${id}`;
}

export const requestEntityKey = (requestId: string) => `request:${requestId}`;

export const reviewEntityKey = (token: string) => `review:${token}`;

function requestActionStep({ requestId, action }: RequestActionRequest): StepRequest {
  const params = { id: requestId };
  switch (action.type) {
    case 'more-matches':
      return step(requestEndpoints.moreMatches, { params });
    case 'hired':
      return step(requestEndpoints.hired, { params, body: { leadId: action.leadId } });
    case 'close':
      return step(requestEndpoints.close, { params, body: { reason: action.reason } });
    case 'edit':
      return step(requestEndpoints.edit, { params, body: action.changes });
    case 'updates-by-email':
      return step(requestEndpoints.updatesByEmail, { params, body: { subscribed: action.subscribed } });
  }
}

/** One request of an item: the endpoint and what it is sent. */
export interface StepRequest {
  endpoint: Endpoint;
  input: EndpointInput<Endpoint>;
}

const step = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>): StepRequest => ({ endpoint, input: input as EndpointInput<Endpoint> });

/**
 * The request of step `index`, or why it cannot be made (hire's step 1 left no readable businessId).
 * Payloads were held to the request rules when queued or edited (`requestErrors`); the stored row
 * keeps them as plain JSON.
 */
export function stepRequest(row: OutboxRow, index: number): StepRequest | { missing: string } {
  switch (row.kind) {
    case 'questionnaire':
      return step(STEP_ENDPOINTS.questionnaire[0], { body: row.payload as CustomerOnboardingRequest });
    case 'business-request':
      return step(STEP_ENDPOINTS['business-request'][0], { body: row.payload as BusinessRegisterRequest });
    case 'lead-status':
      return step(STEP_ENDPOINTS['lead-status'][0], { params: { id: row.payload.leadId }, body: row.payload.change });
    case 'request-action':
      return requestActionStep(row.payload as RequestActionRequest);
    case 'review':
      return step(STEP_ENDPOINTS.review[0], { body: row.payload as ReviewCreateRequest });
    case 'hire': {
      const [register, book] = STEP_ENDPOINTS.hire;
      if (index === 0) return step(register, { body: { ...(row.payload.business as BusinessRegisterRequest), purpose: 'hire' } });
      const registered = register.response.safeParse(row.steps[0]?.result);
      if (!registered.success) return { missing: 'The business of this booking was not registered' };
      return step(book, { body: { ...(row.payload.booking as Omit<BookingCreateRequest, 'businessId'>), businessId: registered.data.businessId } });
    }
  }
}

/** The server's current state carried by a 409 of `kind` (the lead as it is now), if any. */
export function conflictState(kind: OutboxKind, body: unknown): unknown {
  if (kind !== 'lead-status') return undefined;
  const parsed = leadConflictBodySchema.safeParse(body);
  return parsed.success ? parsed.data.lead : undefined;
}

/**
 * Splits an edited hire payload by step, so an edit re-runs only the steps whose request changed
 * (a registered business is reused when its fields are unchanged, as hire-api.ts does online).
 */
export function stepPayloads(kind: OutboxKind, payload: unknown): string[] {
  if (kind === 'hire') {
    const hire = payload as { business?: unknown; booking?: unknown };
    return [JSON.stringify(hire.business), JSON.stringify(hire.booking)];
  }
  return [JSON.stringify(payload)];
}
