import type Router from '@koa/router';
import { bookkeeperRegisterRequestSchema, usernameSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { legacyEndpointMounter as endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId, idempotent } from '../http/idempotency';
import { parseBody, parseInput } from '../http/validate';
import { presentRegisteredProvider } from '../presenters/bookkeeper';
import { isUsernameAvailable, registerProvider } from '../services/provider-registration';

export function providerRegistrationRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { bookkeepers, idempotencyKeys } = context.collections;

  endpoint({ method: 'GET', path: '/api/bookkeeper/username-available/:handle', access: 'public' }, async (ctx) => {
    const username = parseInput(usernameSchema, ctx.params.handle, 'path');
    ctx.body = { username, available: await isUsernameAvailable(bookkeepers, username) };
  });

  endpoint({ method: 'POST', path: '/api/bookkeeper/register', access: 'public' }, idempotent(idempotencyKeys), async (ctx) => {
    const input = parseBody(ctx, bookkeeperRegisterRequestSchema);
    const provider = await registerProvider({ bookkeepers, cache: context.cache }, input, claimedId(ctx));
    ctx.status = 201;
    ctx.body = {
      success: true,
      message: 'Registration received. Your profile is under review; we verify credentials before activation.',
      bookkeeper: presentRegisteredProvider(provider),
    };
  });
  return router;
}
