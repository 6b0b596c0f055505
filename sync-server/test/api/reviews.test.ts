import { ratingSummary } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import type { BookkeeperDoc } from '../../src/db/documents';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { REQUEST_KEY_HEADER } from '../../src/http/request-key';
import { hashAccessKey } from '../../src/services/access-keys';
import { REVIEW_LINK_EXPIRED, REVIEW_LINK_UNKNOWN, REVIEW_LINK_USED, REVIEW_PROVIDER_GONE } from '../../src/services/reviews';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { businessDoc, insertProviders, leadDoc, providerDoc, validQuestionnaire } from '../support/factories';

const REVIEW_LINK = /\/review\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/;
const REQUEST_LINK = /^\/request\/([0-9a-f]{24})\?key=([A-Za-z0-9_-]{32})$/;

/** Reviews only from real engagements: a won lead mails one review link, accepted once. */
describe('reviews from won leads', () => {
  let api: TestApi;
  let n = 0;
  const c = () => collections(api.db);

  beforeAll(async () => {
    api = await startTestApi({ publicUrl: 'https://ledgerlink.test' });
  });
  afterAll(() => api.close());

  /** A provider with a dashboard key and `imported` reviews stored as before reviews had a source. */
  async function providerWithReviews(ratings: number[], overrides: Partial<BookkeeperDoc> = {}) {
    n += 1;
    const key = `reviews-dashboard-${n}-${'k'.repeat(30)}`;
    const { totalReviews, averageRating } = ratingSummary(ratings.map((rating) => ({ rating: String(rating) })));
    const [provider] = await insertProviders(api.db, [providerDoc({ dashboardKey: key, totalReviews, averageRating, ...overrides })]);
    if (ratings.length > 0) {
      await api.db.collection('reviews').insertMany(
        ratings.map((rating) => ({ _id: new ObjectId(), bookkeeperId: provider!._id, rating: String(rating), title: 'Imported', comment: 'An imported review.', createdAt: new Date('2025-01-01') })),
      );
    }
    return { provider: provider!, key };
  }

  /** A contacted lead of the provider from a new business; returns the lead and its customer's email. */
  async function contactedLead(providerId: ObjectId) {
    const business = businessDoc();
    await c().businesses.insertOne(business);
    const lead = leadDoc(providerId, business._id, { status: 'contacted', source: 'business-request' });
    await c().leads.insertOne(lead);
    return { leadId: lead._id.toHexString(), email: business.email };
  }

  const markWon = (leadId: string, key: string, headers: Record<string, string> = {}) =>
    api.request(`/api/lead/${leadId}`, { method: 'PATCH', json: { status: 'won', from: 'contacted' }, headers: { [DASHBOARD_KEY_HEADER]: key, ...headers } });

  /** The review mails of a lead, and the token of the link in the (only) one. */
  async function reviewMail(leadId: string) {
    const mails = await c().outbox.find({ key: `review-invitation:${leadId}` }).toArray();
    const token = mails[0] && REVIEW_LINK.exec(mails[0].text)?.[1];
    return { mails, token: token! };
  }

  const invitation = (json: unknown) => api.request('/api/reviews/invitation', { method: 'POST', json });
  const review = (json: unknown, headers: Record<string, string> = {}) => api.request('/api/reviews', { method: 'POST', json, headers });
  const form = (token: string, rating = 4) => ({ token, rating, title: 'Tidy books, on time', comment: 'She sorted out a year of receipts in two weeks.' });
  const figures = async (id: ObjectId) => {
    const stored = await c().bookkeepers.findOne({ _id: id });
    return { averageRating: stored!.averageRating, totalReviews: stored!.totalReviews };
  };

  it('mails one review link when the provider marks a lead won, however often it is sent', async () => {
    const { provider, key } = await providerWithReviews([]);
    const { leadId, email } = await contactedLead(provider._id);
    expect((await markWon(leadId, key, { 'Idempotency-Key': 'won-000000001' })).status).toBe(200);
    // The same change replayed, and again under another key: still one mail.
    expect((await markWon(leadId, key, { 'Idempotency-Key': 'won-000000001' })).status).toBe(200);
    expect((await markWon(leadId, key)).status).toBe(200);

    const { mails, token } = await reviewMail(leadId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: email, subject: `How was your work with ${provider.fullName}?` });
    expect(mails[0]!.text).toContain(`https://ledgerlink.test/review/${token}`);
    expect(mails[0]!.text).toContain(provider.fullName);
    // Stored hashed only, valid 60 days from now, engaged when the lead was won.
    const stored = await c().reviewInvitations.findOne({ leadId: new ObjectId(leadId) });
    const lead = await c().leads.findOne({ _id: new ObjectId(leadId) });
    expect(stored).toMatchObject({ tokenHash: hashAccessKey(token), bookkeeperId: provider._id, engagedAt: lead!.updatedAt });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(Math.round((stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000)).toBe(60);
  });

  it('mails a fresh link when a first run stored the invitation but stopped before its mail, and never a second one', async () => {
    const { provider, key } = await providerWithReviews([]);
    const { leadId } = await contactedLead(provider._id);
    expect((await markWon(leadId, key)).status).toBe(200);
    // As if the run had stopped between the invitation and its mail: the token mailed nowhere.
    await c().outbox.deleteMany({ key: `review-invitation:${leadId}` });
    const stranded = (await c().reviewInvitations.findOne({ leadId: new ObjectId(leadId) }))!;

    // The retry (the same Won again) finds no mail: the link gets a new token, and that one is mailed.
    expect((await markWon(leadId, key)).status).toBe(200);
    const { mails, token } = await reviewMail(leadId);
    expect(mails).toHaveLength(1);
    const renewed = (await c().reviewInvitations.findOne({ leadId: new ObjectId(leadId) }))!;
    expect(renewed).toMatchObject({ _id: stranded._id, tokenHash: hashAccessKey(token), expiresAt: stranded.expiresAt });
    expect(renewed.tokenHash).not.toBe(stranded.tokenHash);
    expect((await invitation({ token })).status).toBe(200);

    // Once mailed, a further retry changes nothing.
    expect((await markWon(leadId, key)).status).toBe(200);
    expect((await reviewMail(leadId)).mails).toHaveLength(1);
    expect((await c().reviewInvitations.findOne({ leadId: new ObjectId(leadId) }))!.tokenHash).toBe(renewed.tokenHash);
  });

  it('mails one review link when the customer says "I hired" on their request page', async () => {
    const country = 'Canada';
    const [provider] = await insertProviders(api.db, [providerDoc({ city: 'Toronto', country, location: `Toronto, ${country}`, services: ['bookkeeping', 'tax-prep', 'payroll'] })]);
    const submitted = await api.request('/api/customer-onboarding', { method: 'POST', json: validQuestionnaire({ country, city: 'Toronto', email: 'hired-me@example.com' }) });
    expect(submitted.status).toBe(201);
    const [, id, key] = REQUEST_LINK.exec(submitted.body.requestUrl as string)!;
    const page = await api.request(`/api/requests/${id}`, { headers: { [REQUEST_KEY_HEADER]: key! } });
    const match = (page.body.matches as { leadId: string; provider: { id: string } }[]).find((one) => one.provider.id === provider!._id.toHexString())!;

    const hire = () => api.request(`/api/requests/${id}/hired`, { method: 'POST', json: { leadId: match.leadId }, headers: { [REQUEST_KEY_HEADER]: key! } });
    expect((await hire()).status).toBe(200);
    expect((await hire()).status).toBe(200);
    const { mails, token } = await reviewMail(match.leadId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('hired-me@example.com');

    const named = await invitation({ token });
    expect(named.status).toBe(200);
    expect(named.body).toEqual({
      success: true,
      professional: { fullName: provider!.fullName, businessName: provider!.businessName, profilePath: `/@${provider!.username}` },
      engagedAt: expect.any(String),
    });
  });

  it('accepts the link once, counts the review as computed by hand and shows it as from a verified client', async () => {
    const { provider, key } = await providerWithReviews([5, 4, 4]);
    const { leadId } = await contactedLead(provider._id);
    await markWon(leadId, key);
    const { token } = await reviewMail(leadId);
    const engagedAt = (await c().leads.findOne({ _id: new ObjectId(leadId) }))!.updatedAt.toISOString();

    // Reading the invitation does not use the link up.
    expect((await invitation({ token })).status).toBe(200);
    expect((await invitation({ token })).body.engagedAt).toBe(engagedAt);

    const before = await c().bookkeepers.findOne({ _id: provider._id });
    const created = await review(form(token, 2), { 'Idempotency-Key': 'review-00000001' });
    expect(created.status).toBe(201);
    expect(created.body.review).toMatchObject({ bookkeeperId: provider._id.toHexString(), rating: '2', source: 'client', verifiedClient: true, leadId, engagedAt });
    // 5 + 4 + 4 + 2 = 15 stars over 4 reviews: 3.75 -> 38 on the 0-50 scale.
    expect(await figures(provider._id)).toEqual({ averageRating: 38, totalReviews: 4 });
    const after = await c().bookkeepers.findOne({ _id: provider._id });
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());

    // A replay of the same submission answers the same and counts nothing again.
    const replay = await review(form(token, 2), { 'Idempotency-Key': 'review-00000001' });
    expect(replay).toMatchObject({ status: 201, body: created.body });
    expect(await figures(provider._id)).toEqual({ averageRating: 38, totalReviews: 4 });

    // Any other use of the link: 409 with its message, for the page and for a new review alike.
    expect(await review(form(token, 5))).toMatchObject({ status: 409, body: { message: REVIEW_LINK_USED } });
    expect(await invitation({ token })).toMatchObject({ status: 409, body: { message: REVIEW_LINK_USED } });
    expect(await figures(provider._id)).toEqual({ averageRating: 38, totalReviews: 4 });

    // The profile lists it as from a verified client; the imported ones read as imported.
    const profile = await api.request(`/api/bookkeepers/${provider._id.toHexString()}`);
    expect(profile.status).toBe(200);
    const reviews = profile.body.reviews as { id: string; source: string; verifiedClient: boolean }[];
    expect(reviews.find((one) => one.id === created.body.review.id)).toMatchObject({ source: 'client', verifiedClient: true, engagedAt });
    // The newest three: this one first, then two of the imported ones.
    expect(reviews.map((one) => [one.source, one.verifiedClient])).toEqual([['client', true], ['imported', false], ['imported', false]]);
    expect(profile.body.bookkeeper).toMatchObject({ averageRating: 38, totalReviews: 4 });
  });

  it('refuses a forged, an expired and a missing token, and a removed professional, each with its message', async () => {
    const forged = await review(form('A'.repeat(32)));
    expect(forged).toMatchObject({ status: 404, body: { message: REVIEW_LINK_UNKNOWN } });
    expect(await invitation({ token: 'A'.repeat(32) })).toMatchObject({ status: 404, body: { message: REVIEW_LINK_UNKNOWN } });

    const { provider, key } = await providerWithReviews([3]);
    const { leadId } = await contactedLead(provider._id);
    await markWon(leadId, key);
    const { token } = await reviewMail(leadId);
    await c().reviewInvitations.updateOne({ leadId: new ObjectId(leadId) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await review(form(token))).toMatchObject({ status: 410, body: { message: REVIEW_LINK_EXPIRED } });
    expect(await invitation({ token })).toMatchObject({ status: 410, body: { message: REVIEW_LINK_EXPIRED } });
    expect(await figures(provider._id)).toEqual({ averageRating: 30, totalReviews: 1 });

    // A professional removed since the hire cannot be reviewed.
    const { provider: removed, key: removedKey } = await providerWithReviews([]);
    const { leadId: removedLead } = await contactedLead(removed._id);
    await markWon(removedLead, removedKey);
    const { token: removedToken } = await reviewMail(removedLead);
    await c().bookkeepers.deleteOne({ _id: removed._id });
    expect(await review(form(removedToken))).toMatchObject({ status: 410, body: { message: REVIEW_PROVIDER_GONE } });
    expect(await invitation({ token: removedToken })).toMatchObject({ status: 410, body: { message: REVIEW_PROVIDER_GONE } });
    expect(await c().reviews.countDocuments({ bookkeeperId: removed._id })).toBe(0);

    const { token: _missing, ...noToken } = form(token);
    const missing = await review(noToken);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({ path: 'token', message: 'token is required' });
    expect((await invitation({})).body.errors).toContainEqual({ path: 'token', message: 'token is required' });

    // The form's own limits, named by field.
    const bad = await review({ token, rating: 6, title: '', comment: 'Too short' });
    expect(bad.status).toBe(400);
    expect([...new Set((bad.body.errors as { path: string }[]).map((error) => error.path))].sort()).toEqual(['comment', 'rating', 'title']);
  });

  it('counts reviews sent at the same moment for one provider, none lost', async () => {
    const { provider, key } = await providerWithReviews([5, 1]);
    const ratings = [5, 4, 3, 2, 1, 5];
    const tokens: string[] = [];
    for (const _rating of ratings) {
      const { leadId } = await contactedLead(provider._id);
      await markWon(leadId, key);
      tokens.push((await reviewMail(leadId)).token);
    }
    const answers = await Promise.all(tokens.map((token, index) => review(form(token, ratings[index]))));
    expect(answers.map((answer) => answer.status)).toEqual(ratings.map(() => 201));
    const expected = ratingSummary([5, 1, ...ratings].map((rating) => ({ rating: String(rating) })));
    expect(await figures(provider._id)).toEqual({ averageRating: expected.averageRating, totalReviews: 8 });
    // By hand: 5 + 1 + 20 = 26 stars over 8 reviews = 3.25 -> 32.5 -> 33.
    expect(expected.averageRating).toBe(33);
  });

  it('holds a review that fills the honeypot or carries too many links: answered alike, uncounted until an admin releases it', async () => {
    const cookie = await signInAdmin(api);
    const heldRows = async () => (await api.request('/api/admin/held', { headers: { cookie } })).body.held as { kind: string; id: string; email: string; reasons: string[] }[];
    const { provider, key } = await providerWithReviews([5]);

    const bot = await contactedLead(provider._id);
    await markWon(bot.leadId, key);
    const botAnswer = await review({ ...form((await reviewMail(bot.leadId)).token, 1), homepage: 'http://spam.example' });
    const linky = await contactedLead(provider._id);
    await markWon(linky.leadId, key);
    const links = 'See http://a.example and http://b.example and www.c.example for more.';
    const linkyAnswer = await review({ ...form((await reviewMail(linky.leadId)).token, 2), comment: links });
    // Answered as any review, but nothing is counted or shown.
    expect([botAnswer.status, linkyAnswer.status]).toEqual([201, 201]);
    expect(botAnswer.body.review).toMatchObject({ verifiedClient: true, rating: '1' });
    expect(await figures(provider._id)).toEqual({ averageRating: 50, totalReviews: 1 });
    const profile = await api.request(`/api/bookkeepers/${provider._id.toHexString()}`);
    expect(profile.body.reviews).toHaveLength(1);

    const rows = (await heldRows()).filter((row) => row.kind === 'review');
    expect(rows.map((row) => row.id).sort()).toEqual([botAnswer.body.review.id, linkyAnswer.body.review.id].sort());
    expect(rows.find((row) => row.id === botAnswer.body.review.id)).toMatchObject({ email: bot.email, reasons: [expect.stringContaining('homepage')] });
    expect(rows.find((row) => row.id === linkyAnswer.body.review.id)!.reasons).toEqual([expect.stringContaining('comment has 3 links')]);
    // The link is spent either way.
    expect((await review(form((await reviewMail(bot.leadId)).token))).status).toBe(409);

    // Released: counted as written (5 + 2 stars over 2 reviews = 3.5 -> 35).
    expect((await api.request(`/api/admin/held/review/${linkyAnswer.body.review.id}/release`, { method: 'POST', headers: { cookie } })).status).toBe(200);
    expect(await figures(provider._id)).toEqual({ averageRating: 35, totalReviews: 2 });
    const after = await api.request(`/api/bookkeepers/${provider._id.toHexString()}`);
    expect(after.body.reviews.map((row: { id: string }) => row.id)).toContain(linkyAnswer.body.review.id);
    expect((await heldRows()).map((row) => row.id)).not.toContain(linkyAnswer.body.review.id);
  });
});
