import type Router from '@koa/router';
import { API, requestPagePath } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId, claimedSecret } from '../http/idempotency';
import { newAccessKey } from '../services/access-keys';
import { submitBusinessRequest } from '../services/customer-requests';
import { businessSubmission } from '../services/submission-content';
import { holdSubmission, screenedWrite } from '../services/submission-screen';

export function businessRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, publicUrl, logger } = context;

  // The business request form and step 1 of the hire flow (services/customer-requests.ts).
  // A business request is answered with its private page; a hire's business is not (its booking's answer is).
  // A submission a spam rule holds is answered the same, unmatched (services/submission-screen.ts).
  endpoint(API.business.register).handle(async ({ body: { homepage, ...input } }, ctx) => {
    const deps = { collections, publicUrl, logger, leadResponseHours: context.leadResponseHours };
    const id = claimedId(ctx) ?? new ObjectId();
    const businessId = id.toHexString();
    const answer = (matched: number, accessKey: string | undefined) => ({
      success: true as const,
      message: 'Business request submitted successfully',
      businessId,
      matched,
      requestUrl: accessKey && requestPagePath(businessId, accessKey),
    });
    const run = async () => {
      const { matched, accessKey } = await submitBusinessRequest(deps, input, id, claimedSecret(ctx));
      return answer(matched, accessKey);
    };
    // A retry of a key whose first run stored the business finishes that run.
    if (await collections.businesses.findOne({ _id: id }, { projection: { _id: 1 } })) return run();
    const submission = businessSubmission({ ...input, homepage });
    return screenedWrite(context, submission, {
      id,
      run,
      hold: async (reasons) => {
        const accessKey = input.purpose === 'hire' ? undefined : (claimedSecret(ctx) ?? newAccessKey());
        await holdSubmission(collections.heldSubmissions, submission, reasons, { id, input, ...(accessKey ? { accessKey } : {}) });
        return answer(0, accessKey);
      },
    });
  });
  return router;
}
