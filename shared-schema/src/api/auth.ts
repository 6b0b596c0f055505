import { z } from 'zod';
import { userSchema } from '../entities/user';
import { requiredName } from '../fields';
import { MESSAGES } from '../validation-messages';
import { successMessageSchema } from './common';
import { defineEndpoint } from './endpoint';

/** Admin sign-in (ARCHITECTURE §5): a server-side session behind an HttpOnly cookie. */

/** `POST /api/auth/login`. */
export const loginRequestSchema = z.strictObject({
  username: requiredName('Username', 100),
  password: z.string(MESSAGES.required('Password')).min(1, MESSAGES.required('Password')).max(200),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** 200 with the session cookie; a failure is a 401 `{success: false, message}` error body. */
export const loginResponseSchema = successMessageSchema.extend({ user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /api/auth/logout`: the session is gone (also when there was none). */
export const logoutResponseSchema = successMessageSchema;

/** `GET /api/auth/session`: who is signed in; 401 when nobody is. */
export const sessionResponseSchema = z.object({ success: z.literal(true), user: userSchema.pick({ username: true }) });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** `GET /api/auth/demo-credentials`: the generated admin login, in demo mode only. */
export const demoCredentialsResponseSchema = z.discriminatedUnion('demo', [
  z.object({ demo: z.literal(true), username: z.string(), password: z.string() }),
  z.object({ demo: z.literal(false) }),
]);
export type DemoCredentialsResponse = z.infer<typeof demoCredentialsResponseSchema>;

/** Sign-in and session: public, answers private to their caller (never cached). */
export const authEndpoints = {
  /** A failure is a 401, or a 429 with Retry-After while sign-ins from this address or for this user are slowed down. */
  login: defineEndpoint({ method: 'POST', path: '/api/auth/login', access: 'public', private: true, body: loginRequestSchema, response: loginResponseSchema }),
  logout: defineEndpoint({ method: 'POST', path: '/api/auth/logout', access: 'public', private: true, response: logoutResponseSchema }),
  session: defineEndpoint({ method: 'GET', path: '/api/auth/session', access: 'public', private: true, response: sessionResponseSchema }),
  demoCredentials: defineEndpoint({ method: 'GET', path: '/api/auth/demo-credentials', access: 'public', private: true, response: demoCredentialsResponseSchema }),
};
