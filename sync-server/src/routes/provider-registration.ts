import type Router from '@koa/router';
import { API, usernameSchema } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { presentRegisteredProvider } from '../presenters/bookkeeper';
import { ensureRegistrationFree, freeSlug, isUsernameAvailable, registerProvider } from '../services/provider-registration';
import { providerSubmission } from '../services/submission-content';
import { holdSubmission, screenedWrite } from '../services/submission-screen';

export function providerRegistrationRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections } = context;
  const { bookkeepers } = collections;

  endpoint(API.registration.usernameAvailable).handle(async ({ params }) => {
    const username = parseInput(usernameSchema, params.handle, 'path');
    return { username, available: await isUsernameAvailable(bookkeepers, username) };
  });

  // A registration a spam rule holds is answered the same and stays out of the review queue until
  // released (services/submission-screen.ts); a taken username or email is a 409 either way, except
  // for the same registration sent again, which is answered with the first (a duplicate).
  endpoint(API.registration.register).handle(async ({ body: { homepage, ...input } }, ctx) => {
    const answer = (bookkeeper: { id: string; username: string; slug: string }) => ({
      success: true as const,
      message: 'Registration received. Your profile is under review; we verify credentials before activation.',
      bookkeeper,
    });
    const id = claimedId(ctx) ?? new ObjectId();
    const register = async () => answer(presentRegisteredProvider(await registerProvider(context, input, id)));
    // A retry of a key whose first run stored the provider answers with it.
    if (await bookkeepers.findOne({ _id: id }, { projection: { _id: 1 } })) return register();
    const submission = providerSubmission({ ...input, homepage });
    return screenedWrite(context, submission, {
      id,
      run: register,
      hold: async (reasons) => {
        // The 409s of a taken username or email come before any hold, as they do when it runs.
        await ensureRegistrationFree(bookkeepers, input);
        await holdSubmission(collections.heldSubmissions, submission, reasons, { id, input });
        return answer({ id: id.toHexString(), username: input.username, slug: await freeSlug(bookkeepers, input) });
      },
    });
  });
  return router;
}
