import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import type { AppContext } from '../app-context';
import { EncodedJson } from '../http/encoded-json';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId } from '../http/idempotency';
import { presentContactDetails, presentMarketplacePage, presentPublicProfile } from '../presenters/bookkeeper';
import { listedProvider, requestContact } from '../services/contact-request';
import { contactSubmission } from '../services/submission-content';
import { holdSubmission, screenedWrite } from '../services/submission-screen';
import { findMarketplacePage, loadPublicProfile } from '../services/marketplace';

export function bookkeeperRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, cache, publicUrl } = context;

  endpoint(API.catalogue.list).handle(({ query }) =>
    // The page is cached serialised and, once asked for, compressed: a hit costs no JSON encoding
    // and no compression of ~60 KB.
    cache.getOrLoad(`bookkeepers:${JSON.stringify(query)}`, async () =>
      EncodedJson.of(presentMarketplacePage(await findMarketplacePage({ collections, cache }, query), query)),
    ),
  );

  endpoint(API.catalogue.byUsername).handle(async ({ params }) => presentPublicProfile(await loadPublicProfile(collections, { username: params.handle })));
  endpoint(API.catalogue.bySlug).handle(async ({ params }) => presentPublicProfile(await loadPublicProfile(collections, { slug: params.slug })));
  endpoint(API.catalogue.byId).handle(async ({ params }) => presentPublicProfile(await loadPublicProfile(collections, { id: params.id })));
  // Get Contact (spec §2, services/contact-request.ts).
  // A request a spam rule holds still shows the details (answered like any other) but makes no lead
  // and sends no notice until released (services/submission-screen.ts).
  endpoint(API.catalogue.contact).handle(async ({ params, body }, ctx) => {
    const provider = await listedProvider(collections.bookkeepers, params.id);
    const answer = { success: true as const, contact: presentContactDetails(provider) };
    const submission = contactSubmission(provider._id.toHexString(), provider.fullName, body);
    const id = claimedId(ctx) ?? new ObjectId();
    return screenedWrite(context, submission, {
      id,
      run: async () => {
        await requestContact({ collections, publicUrl }, params.id, body.email);
        return answer;
      },
      hold: async (reasons) => {
        await holdSubmission(collections.heldSubmissions, submission, reasons, { id, input: { email: body.email }, pathId: params.id });
        return answer;
      },
    });
  });

  // Spec §7's wrapped form of the profile.
  endpoint(API.catalogue.wrappedById).handle(async ({ params }) => ({
    success: true,
    ...presentPublicProfile(await loadPublicProfile(collections, { id: params.id })),
  }));
  return router;
}
