import { businessRegisterRequestSchema, customerOnboardingRequestSchema } from '@ledgerlink/shared-schema';
import { ObjectId, type Collection } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collections, type Collections } from '../src/db/collections';
import { CLIENT_OPTIONS } from '../src/db/connect';
import type { BookkeeperDoc } from '../src/db/documents';
import { ensureIndexes } from '../src/db/indexes';
import { silentLogger, type Logger } from '../src/logger';
import { ConflictError, NotFoundError } from '../src/services/domain-errors';
import { rematchRequest, submitBusinessRequest, submitQuestionnaire, type CustomerRequestDeps } from '../src/services/customer-requests';
import { openTestDatabase, type TestDatabase } from './support/database';
import { insertProviders, providerDoc, validBusinessRequest, validQuestionnaire } from './support/factories';

const answers = (email: string) => customerOnboardingRequestSchema.parse(validQuestionnaire({ additionalServices: [], additionalInfo: '', email }));

const businessRequest = (purpose: 'request' | 'hire') => businessRegisterRequestSchema.parse({ ...validBusinessRequest(), purpose });

describe('matching a stored request again (the admin retry)', () => {
  let database: TestDatabase;
  let stored: Collections;
  let deps: CustomerRequestDeps;
  const logged: string[] = [];
  const logger: Logger = { ...silentLogger, error: (message) => void logged.push(message) };

  beforeAll(async () => {
    database = await openTestDatabase({ clientOptions: CLIENT_OPTIONS });
    await ensureIndexes(database.db);
    stored = collections(database.db);
    deps = { collections: stored, publicUrl: 'https://ledgerlink.test', logger, leadResponseHours: 24 };
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    for (const name of ['bookkeepers', 'leads', 'businesses', 'customerOnboardings', 'outbox'] as const) await stored[name].deleteMany({});
    logged.length = 0;
  });

  it('creates the leads for a questionnaire stored unmatched, once a provider can serve it', async () => {
    const { questionnaire, matched } = await submitQuestionnaire(deps, answers('early@shop.example'));
    expect(matched).toBe(0);
    expect(await stored.customerOnboardings.findOne({ _id: questionnaire._id })).toMatchObject({ status: 'pending', unmatchedReason: expect.any(String) });

    const [provider] = await insertProviders(database.db, [providerDoc({ services: ['bookkeeping', 'tax-prep'] })]);
    expect(await rematchRequest(deps, 'questionnaire', questionnaire._id.toHexString())).toEqual({ matched: 1 });

    const leads = await stored.leads.find({ onboardingId: questionnaire._id }).toArray();
    expect(leads).toEqual([expect.objectContaining({ bookkeeperId: provider!._id, status: 'new', source: 'questionnaire', notifiedAt: expect.any(Date) })]);
    const after = await stored.customerOnboardings.findOne({ _id: questionnaire._id });
    expect(after).toMatchObject({ status: 'matched', matchedAt: expect.any(Date) });
    expect(after).not.toHaveProperty('unmatchedReason'); // off the admin's unmatched list
    expect(await stored.outbox.countDocuments({ to: 'early@shop.example' })).toBe(1);
  });

  it('records a failed match for the admin instead of failing the submission, and a re-run matches it', async () => {
    const [provider] = await insertProviders(database.db, [providerDoc()]);
    const broken = {
      find: () => {
        throw new Error('database hiccup');
      },
    } as unknown as Collection<BookkeeperDoc>;
    const { business, matched } = await submitBusinessRequest({ ...deps, collections: { ...stored, bookkeepers: broken } }, businessRequest('request'));
    expect(matched).toBe(0);
    expect(logged).toEqual(['matching a business request failed']);
    expect(await stored.businesses.findOne({ _id: business._id })).toMatchObject({ unmatchedReason: 'Matching failed; retry from the admin area' });

    expect(await rematchRequest(deps, 'business-request', business._id.toHexString())).toEqual({ matched: 1 });
    expect(await stored.leads.find({ businessId: business._id }).toArray()).toEqual([
      expect.objectContaining({ bookkeeperId: provider!._id, source: 'business-request' }),
    ]);
    const after = await stored.businesses.findOne({ _id: business._id });
    expect(after).toMatchObject({ matchedAt: expect.any(Date) });
    expect(after).not.toHaveProperty('unmatchedReason');
  });

  it('keeps a still unservable request waiting, with a fresh reason', async () => {
    const { questionnaire } = await submitQuestionnaire(deps, answers('nobody@shop.example'));
    expect(await rematchRequest(deps, 'questionnaire', questionnaire._id.toHexString())).toEqual({ matched: 0 });
    expect(await stored.customerOnboardings.findOne({ _id: questionnaire._id })).toMatchObject({ status: 'pending', unmatchedReason: expect.stringContaining('bookkeeping') });
  });

  it('refuses requests that are not waiting for a match, and ids that name none', async () => {
    await insertProviders(database.db, [providerDoc({ services: ['bookkeeping', 'tax-prep'] })]);
    const { questionnaire } = await submitQuestionnaire(deps, answers('matched@shop.example'));
    await expect(rematchRequest(deps, 'questionnaire', questionnaire._id.toHexString())).rejects.toThrow(ConflictError);
    // The hire flow's business is never matched: its booking chose the provider.
    const { business } = await submitBusinessRequest(deps, businessRequest('hire'));
    await expect(rematchRequest(deps, 'business-request', business._id.toHexString())).rejects.toThrow(ConflictError);
    await expect(rematchRequest(deps, 'business-request', new ObjectId().toHexString())).rejects.toThrow(NotFoundError);
    await expect(rematchRequest(deps, 'questionnaire', 'not-an-id')).rejects.toThrow(NotFoundError);
    expect(await stored.leads.countDocuments({ businessId: business._id })).toBe(0);
  });
});
