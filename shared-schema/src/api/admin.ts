import { z } from 'zod';
import { unmatchedRequestSchema } from '../entities/admin';
import { requiredText } from '../fields';
import { successMessageSchema } from './common';

/**
 * The admin endpoints that exist today (session required). The admin issue adds the rest (provider,
 * business and lead lists, edits, uploads, metrics, logs) with their schemas.
 */

/** `GET /api/admin/unmatched-requests`: requests nobody was matched with, newest first. */
export const unmatchedRequestsResponseSchema = z.object({ success: z.literal(true), requests: z.array(unmatchedRequestSchema) });
export type UnmatchedRequestsResponse = z.infer<typeof unmatchedRequestsResponseSchema>;

/** `PATCH /api/admin/providers/{id}/reject`. */
export const rejectProviderRequestSchema = z.strictObject({ reason: requiredText('Reason', 1000) });
export type RejectProviderRequest = z.input<typeof rejectProviderRequestSchema>;

/** `PATCH /api/admin/providers/{id}/approve` and `/reject`: also when the provider already was. */
export const providerDecisionResponseSchema = successMessageSchema;
