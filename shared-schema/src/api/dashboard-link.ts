import { z } from 'zod';
import { emailAddress } from '../fields';
import { successMessageSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * "Send me my dashboard link": a provider who lost their dashboard link asks for a one-time sign-in
 * link by email. Every well-formed address gets the same answer, so the form tells nobody who is
 * registered; only an approved, active provider's address is mailed.
 */

/** How long a mailed sign-in link works (once). */
export const DASHBOARD_SIGNIN_MINUTES = 30;

/** `POST /api/bookkeeper/dashboard-link`. */
export const dashboardLinkRequestSchema = z.strictObject({ email: emailAddress() });
export type DashboardLinkRequest = z.input<typeof dashboardLinkRequestSchema>;

/** The one answer, whoever the address belongs to. */
export const dashboardLinkResponseSchema = successMessageSchema;
export type DashboardLinkResponse = z.infer<typeof dashboardLinkResponseSchema>;

export const dashboardLinkEndpoints = {
  /** A 429 with Retry-After once the address or the client's IP asked too often. Never cached. */
  request: defineEndpoint({
    method: 'POST',
    path: '/api/bookkeeper/dashboard-link',
    access: 'public',
    private: true,
    body: dashboardLinkRequestSchema,
    response: dashboardLinkResponseSchema,
  }),
};
