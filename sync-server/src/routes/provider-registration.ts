import Router from '@koa/router';
import { bookkeeperRegisterRequestSchema, usernameSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { idempotent } from '../http/idempotency';
import { parseBody, parseInput } from '../http/validate';
import { presentRegisteredProvider } from '../presenters/bookkeeper';
import { isUsernameAvailable, registerProvider } from '../services/provider-registration';

export function providerRegistrationRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const { bookkeepers, idempotencyKeys } = context.collections;

  router.get('/bookkeeper/username-available/:handle', async (ctx) => {
    const username = parseInput(usernameSchema, ctx.params.handle, 'path');
    ctx.body = { username, available: await isUsernameAvailable(bookkeepers, username) };
  });

  router.post('/bookkeeper/register', idempotent(idempotencyKeys), async (ctx) => {
    const input = parseBody(ctx, bookkeeperRegisterRequestSchema);
    const provider = await registerProvider({ bookkeepers, cache: context.cache }, input);
    ctx.status = 201;
    ctx.body = {
      success: true,
      message: 'Registration received. Your profile is under review; we verify credentials before activation.',
      bookkeeper: presentRegisteredProvider(provider),
    };
  });
  return router;
}
