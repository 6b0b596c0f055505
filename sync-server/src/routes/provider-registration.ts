import type Router from '@koa/router';
import { API, usernameSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { presentRegisteredProvider } from '../presenters/bookkeeper';
import { isUsernameAvailable, registerProvider } from '../services/provider-registration';

export function providerRegistrationRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { bookkeepers } = context.collections;

  endpoint(API.registration.usernameAvailable).handle(async ({ params }) => {
    const username = parseInput(usernameSchema, params.handle, 'path');
    return { username, available: await isUsernameAvailable(bookkeepers, username) };
  });

  endpoint(API.registration.register).handle(async ({ body }, ctx) => {
    const provider = await registerProvider(context, body, claimedId(ctx));
    return {
      success: true,
      message: 'Registration received. Your profile is under review; we verify credentials before activation.',
      bookkeeper: presentRegisteredProvider(provider),
    };
  });
  return router;
}
