import type { ParameterizedContext } from 'koa';
import type { ObjectId } from 'mongodb';
import { API, API_PREFIX } from '@ledgerlink/shared-schema';

/**
 * The admin's cookies: the session token (services/sessions.ts) and the known-device token
 * (services/known-devices.ts); a provider's dashboard session (services/dashboard-sessions.ts); and
 * a customer's request-page session (services/request-sessions.ts).
 * All HttpOnly, so page scripts never see them, and Secure in production, where TLS terminates in
 * front of the server.
 */
const SESSION_COOKIE = 'll_session';
const DEVICE_COOKIE = 'll_device';
const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** The sign-in endpoints' folder (`/api/auth`), where the device cookie is read. */
const AUTH_PATH = API.auth.login.path.slice(0, API.auth.login.path.lastIndexOf('/'));

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
  ctx.cookies.set(DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, maxAge: DEVICE_COOKIE_MAX_AGE_MS, path: AUTH_PATH, overwrite: true });
}

/**
 * One dashboard cookie per provider (`ll_dash_<provider id>`), so a shared office device can hold
 * two providers' dashboards and each lead call picks the cookie of the provider it concerns. Strict:
 * it only ever travels with the dashboard's own same-site API calls, never with a request another
 * site starts. Path /api: lead calls live under /api/bookkeeper/{id} and /api/lead/{id}.
 */
const dashboardCookieName = (providerId: ObjectId) => `ll_dash_${providerId.toHexString()}`;
const DASHBOARD_COOKIE_PATH = API_PREFIX;

export const dashboardSessionToken = (ctx: ParameterizedContext, providerId: ObjectId) => ctx.cookies.get(dashboardCookieName(providerId));

export function setDashboardSessionCookie(ctx: ParameterizedContext, providerId: ObjectId, session: { token: string; expiresAt: Date }, secure: boolean): void {
  ctx.cookies.set(dashboardCookieName(providerId), session.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    expires: session.expiresAt,
    path: DASHBOARD_COOKIE_PATH,
    overwrite: true,
  });
}

export function clearDashboardSessionCookie(ctx: ParameterizedContext, providerId: ObjectId, secure: boolean): void {
  ctx.cookies.set(dashboardCookieName(providerId), null, { httpOnly: true, sameSite: 'strict', secure, path: DASHBOARD_COOKIE_PATH, overwrite: true });
}

/**
 * One cookie per request (`ll_req_<request id>`), so one device can follow several requests, each
 * call picking the cookie of the request it names. Strict and HttpOnly like the dashboard's; path
 * /api, where the request calls live.
 */
const requestCookieName = (requestId: ObjectId) => `ll_req_${requestId.toHexString()}`;

export const requestSessionToken = (ctx: ParameterizedContext, requestId: ObjectId) => ctx.cookies.get(requestCookieName(requestId));

export function setRequestSessionCookie(ctx: ParameterizedContext, requestId: ObjectId, session: { token: string; expiresAt: Date }, secure: boolean): void {
  ctx.cookies.set(requestCookieName(requestId), session.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    expires: session.expiresAt,
    path: API_PREFIX,
    overwrite: true,
  });
}
