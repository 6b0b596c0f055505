import type Router from '@koa/router';
import { API, requestPagePath } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId, claimedSecret } from '../http/idempotency';
import { newAccessKey } from '../services/access-keys';
import { listedPlace, submitQuestionnaire } from '../services/customer-requests';
import { questionnaireSubmission } from '../services/submission-content';
import { holdSubmission, screenedWrite } from '../services/submission-screen';

export function questionnaireRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, publicUrl, logger } = context;

  // The guided questionnaire: stored first, then matched with 1-3 providers and mailed; answered with
  // its private page. A submission a spam rule holds is answered the same, unmatched (services/submission-screen.ts).
  endpoint(API.questionnaire.submit).handle(async ({ body: { homepage, ...body } }, ctx) => {
    const deps = { collections, publicUrl, logger, leadResponseHours: context.leadResponseHours };
    // Checked before any rule: an unlisted country is a 400 for every sender.
    const input = { ...body, ...(await listedPlace(collections, body)) };
    const id = claimedId(ctx) ?? new ObjectId();
    const answer = (matched: number, accessKey: string | undefined) => ({
      success: true as const,
      message: 'Application received',
      id: id.toHexString(),
      matched,
      requestUrl: accessKey && requestPagePath(id.toHexString(), accessKey),
    });
    const run = async () => {
      const { matched, accessKey } = await submitQuestionnaire(deps, input, id, claimedSecret(ctx));
      return answer(matched, accessKey);
    };
    // A retry of a key whose first run stored the questionnaire finishes that run.
    if (await collections.customerOnboardings.findOne({ _id: id }, { projection: { _id: 1 } })) return run();
    const submission = questionnaireSubmission({ ...input, homepage });
    return screenedWrite(context, submission, {
      id,
      run,
      hold: async (reasons) => {
        const accessKey = claimedSecret(ctx) ?? newAccessKey();
        await holdSubmission(collections.heldSubmissions, submission, reasons, { id, input, accessKey });
        return answer(0, accessKey);
      },
    });
  });
  return router;
}
