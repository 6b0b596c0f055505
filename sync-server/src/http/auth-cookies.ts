import type { ParameterizedContext } from 'koa';

/**
 * The admin's cookies: the session token (services/sessions.ts) and the known-device token
 * (services/known-devices.ts). Both HttpOnly, so page scripts never see them, and Secure in
 * production, where TLS terminates in front of the server.
 */
const SESSION_COOKIE = 'll_session';
const DEVICE_COOKIE = 'll_device';
const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export const sessionToken = (ctx: ParameterizedContext) => ctx.cookies.get(SESSION_COOKIE);

// Lax: the admin area opened from a link in a mail is still signed in.
export function setSessionCookie(ctx: ParameterizedContext, session: { token: string; expiresAt: Date }, secure: boolean): void {
  ctx.cookies.set(SESSION_COOKIE, session.token, { httpOnly: true, sameSite: 'lax', secure, expires: session.expiresAt, path: '/', overwrite: true });
}

export function clearSessionCookie(ctx: ParameterizedContext): void {
  ctx.cookies.set(SESSION_COOKIE, null, { path: '/' });
}

export const deviceToken = (ctx: ParameterizedContext) => ctx.cookies.get(DEVICE_COOKIE);

// Strict and scoped to the sign-in API: it is only ever read there.
export function setDeviceCookie(ctx: ParameterizedContext, token: string, secure: boolean): void {
  ctx.cookies.set(DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, maxAge: DEVICE_COOKIE_MAX_AGE_MS, path: '/api/auth', overwrite: true });
}
