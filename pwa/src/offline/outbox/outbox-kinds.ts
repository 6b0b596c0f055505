import {
  bookingCreateRequestSchema,
  bookingCreateResponseSchema,
  businessRegisterRequestSchema,
  businessRegisterResponseSchema,
  customerOnboardingRequestSchema,
  customerOnboardingResponseSchema,
  entityId,
  formatZodError,
  leadConflictBodySchema,
  leadResponseSchema,
  leadUpdateRequestSchema,
  type FieldError,
} from '@ledgerlink/shared-schema';
import { z } from 'zod';
import type { OutboxKind, OutboxOrigin, OutboxRow } from '../db';

/**
 * What each kind of queued write sends (ARCHITECTURE §2): its request rules (the shared request
 * schemas, applied when the item is queued or edited), its steps, and how its answers are read.
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

/** What a feature hands to `enqueue`: the request as the user made it, and optionally the form it came from. */
export type OutboxInput = (
  | { kind: 'questionnaire'; payload: z.input<typeof customerOnboardingRequestSchema> }
  | { kind: 'business-request'; payload: z.input<typeof businessRegisterRequestSchema> }
  | { kind: 'hire'; payload: z.input<typeof hireRequestSchema> }
  | { kind: 'lead-status'; payload: z.input<typeof leadStatusRequestSchema> }
) & { origin?: OutboxOrigin };

const REQUEST_SCHEMAS: Record<OutboxKind, z.ZodType> = {
  questionnaire: customerOnboardingRequestSchema,
  'business-request': businessRegisterRequestSchema,
  hire: hireRequestSchema,
  'lead-status': leadStatusRequestSchema,
};

/** The shared request rules for a payload of `kind`: null when it may be queued, else the field messages. */
export function requestErrors(kind: OutboxKind, payload: unknown): FieldError[] | null {
  const parsed = REQUEST_SCHEMAS[kind].safeParse(payload);
  return parsed.success ? null : formatZodError(parsed.error).errors;
}

/** The 2xx body of each step, parsed before it is stored. */
const RESULT_SCHEMAS: Record<OutboxKind, readonly z.ZodType[]> = {
  questionnaire: [customerOnboardingResponseSchema],
  'business-request': [businessRegisterResponseSchema],
  hire: [businessRegisterResponseSchema, bookingCreateResponseSchema],
  'lead-status': [leadResponseSchema],
};

export const stepCount = (kind: OutboxKind) => RESULT_SCHEMAS[kind].length;

export function parseStepResult(kind: OutboxKind, index: number, body: unknown): { ok: true; result: unknown } | { ok: false } {
  const parsed = RESULT_SCHEMAS[kind][index]?.safeParse(body);
  return parsed?.success ? { ok: true, result: parsed.data } : { ok: false };
}

/** Entity whose writes must keep their order: a lead's changes; any other item stands alone. */
export function entityKeyFor(input: OutboxInput, id: string): string {
  return input.kind === 'lead-status' ? `lead:${input.payload.leadId}` : `${input.kind}:${id}`;
}

export interface StepRequest {
  method: 'POST' | 'PATCH';
  path: string;
  body: unknown;
}

/** The request of step `index`, or why it cannot be made (hire's step 1 left no readable businessId). */
export function stepRequest(row: OutboxRow, index: number): StepRequest | { missing: string } {
  switch (row.kind) {
    case 'questionnaire':
      return { method: 'POST', path: '/api/customer-onboarding', body: row.payload };
    case 'business-request':
      return { method: 'POST', path: '/api/business/register', body: row.payload };
    case 'lead-status':
      return { method: 'PATCH', path: `/api/lead/${encodeURIComponent(row.payload.leadId)}`, body: row.payload.change };
    case 'hire': {
      if (index === 0) return { method: 'POST', path: '/api/business/register', body: { ...row.payload.business, purpose: 'hire' } };
      const registered = businessRegisterResponseSchema.safeParse(row.steps[0]?.result);
      if (!registered.success) return { missing: 'The business of this booking was not registered' };
      return { method: 'POST', path: '/api/bookings', body: { ...row.payload.booking, businessId: registered.data.businessId } };
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
