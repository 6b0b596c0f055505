import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { clearSessionCookie, deviceToken, sessionToken, setDeviceCookie, setSessionCookie } from '../http/auth-cookies';
import { forbidden, HttpError, tooManyRequests, unauthorized } from '../http/errors';
import { isKnownDevice, rememberDevice } from '../services/known-devices';
import { verifyPassword } from '../services/password';
import { createSession, destroySession, findSession } from '../services/sessions';

const INVALID = 'Invalid credentials';

export function authRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { users, sessions } = context.collections;
  const throttle = context.loginThrottle;

  // A Secure session cookie cannot travel over plain HTTP: refuse before any session exists, or the credentials are read.
  const secureOnly: RouterMiddleware = async (ctx, next) => {
    if (context.production && !ctx.secure) throw forbidden('Sign-in needs a secure connection: open this site over https://');
    await next();
  };

  endpoint(API.auth.login, { before: [secureOnly] }).handle(async ({ body: input }, ctx) => {
    const username = input.username.toLowerCase();
    const user = await users.findOne({ username });
    const device = deviceToken(ctx);
    const knownDevice = isKnownDevice(user, device) ? device : undefined;
    const wait = await throttle.admit(ctx.ip, username, knownDevice);
    if (wait > 0) {
      ctx.set('Retry-After', String(wait));
      throw tooManyRequests('Too many failed sign-ins; try again later');
    }
    // Hash even for unknown users so the response time does not tell which usernames exist.
    const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok) {
      await throttle.recordFailure(username, knownDevice);
      throw new HttpError(401, INVALID, { extra: { success: false } });
    }
    await throttle.recordSuccess(ctx.ip, username, knownDevice);
    setSessionCookie(ctx, await createSession(sessions, user.username), context.production);
    setDeviceCookie(ctx, await rememberDevice(users, user), context.production);
    return { success: true, user: { id: user._id.toHexString(), username: user.username }, message: 'Login successful' };
  });

  endpoint(API.auth.logout).handle(async (_, ctx) => {
    await destroySession(sessions, sessionToken(ctx));
    clearSessionCookie(ctx);
    return { success: true, message: 'Signed out' };
  });

  // The sign-in page's demo credentials box; never answers outside demo mode.
  endpoint(API.auth.demoCredentials).handle(() => (context.demoAdmin ? { demo: true, ...context.demoAdmin } : { demo: false }));

  endpoint(API.auth.session).handle(async (_, ctx) => {
    const session = await findSession(sessions, sessionToken(ctx));
    if (!session) throw unauthorized('Not signed in');
    return { success: true, user: { username: session.username } };
  });
  return router;
}

// A valid hash of a random password, so unknown usernames cost one scrypt like known ones.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');
