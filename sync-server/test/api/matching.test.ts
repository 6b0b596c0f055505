import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { hashDashboardKey } from '../../src/services/dashboard-access';
import { fileSinkTransport } from '../../src/services/mail/transport';
import { MailWorker } from '../../src/services/mail/worker';
import { silentLogger } from '../../src/logger';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc, validBusinessRequest, validQuestionnaire } from '../support/factories';

const questionnaire = validQuestionnaire;

/** Mail bodies are quoted-printable: soft line breaks and =XX escapes. */
const decodeQuotedPrintable = (mail: string) =>
  mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('questionnaire matching and the mail outbox', () => {
  let api: TestApi;
  let mailDir: string;
  let worker: MailWorker;
  const mailFiles = async () => (await readdir(mailDir).catch(() => [])).filter((name) => name.endsWith('.eml'));

  beforeAll(async () => {
    api = await startTestApi({ publicUrl: 'https://ledgerlink.test' });
    mailDir = await mkdtemp(path.join(os.tmpdir(), 'ledgerlink-mail-'));
    worker = new MailWorker(collections(api.db).outbox, fileSinkTransport(mailDir), silentLogger);
    await insertProviders(api.db, [
      // Does both services, small businesses, well rated: the best fit.
      providerDoc({ username: 'best_fit', services: ['bookkeeping', 'tax-prep'], averageRating: 48, totalReviews: 30 }),
      providerDoc({ username: 'good_fit', services: ['bookkeeping', 'tax-prep', 'payroll'], averageRating: 42, totalReviews: 12 }),
      providerDoc({ username: 'half_fit', services: ['bookkeeping'], averageRating: 45, totalReviews: 20 }),
      providerDoc({ username: 'weak_fit', services: ['tax-prep'], businessSize: ['large'], averageRating: 20, totalReviews: 2 }),
      // Cannot do the work, or is not listed: never matched.
      providerDoc({ username: 'payroll_only', services: ['payroll'], averageRating: 50, totalReviews: 99 }),
      providerDoc({ username: 'not_approved', services: ['bookkeeping', 'tax-prep'], isApproved: false, averageRating: 50, totalReviews: 99 }),
      providerDoc({ username: 'unavailable', services: ['bookkeeping', 'tax-prep'], isAvailable: false, averageRating: 50, totalReviews: 99 }),
    ]);
  });
  afterAll(async () => {
    await worker.stop();
    await api.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  const usernamesOfLeads = async (filter: Record<string, unknown>) => {
    const { leads, bookkeepers } = collections(api.db);
    const found = await leads.find(filter).sort({ matchScore: -1 }).toArray();
    const names = new Map((await bookkeepers.find().toArray()).map((doc) => [doc._id.toHexString(), doc.username]));
    return found.map((lead) => ({ username: names.get(lead.bookkeeperId.toHexString()), lead }));
  };

  it('creates leads for the best three providers with scores and breakdowns, and mails everyone once', async () => {
    const key = randomUUID();
    const { status, body } = await api.request('/api/customer-onboarding', { method: 'POST', json: questionnaire(), headers: { 'Idempotency-Key': key } });
    expect(status).toBe(201);
    expect(body.matched).toBe(3);

    const stored = await collections(api.db).customerOnboardings.findOne({ email: 'owner@shop.example' });
    expect(stored).toMatchObject({ status: 'matched', matchedAt: expect.any(Date) });
    const matched = await usernamesOfLeads({ onboardingId: stored!._id });
    expect(matched.map((entry) => entry.username)).toEqual(['best_fit', 'good_fit', 'half_fit']);
    for (const { lead } of matched) {
      expect(lead).toMatchObject({ status: 'new', source: 'questionnaire', notifiedAt: expect.any(Date) });
      expect(lead.matchScore).toBeGreaterThan(0);
      expect(lead.matchScore).toBeLessThanOrEqual(100);
      expect(Object.keys(lead.matchBreakdown!).sort()).toEqual(['businessSize', 'load', 'location', 'price', 'rating', 'responsiveness', 'services']);
    }

    expect(await worker.drain()).toBe(4);
    const files = await mailFiles();
    expect(files).toHaveLength(4);
    const mails = await Promise.all(files.map(async (file) => decodeQuotedPrintable(await readFile(path.join(mailDir, file), 'utf8'))));
    const toCustomer = mails.filter((mail) => mail.includes('To: owner@shop.example'));
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]).toContain('https://ledgerlink.test/@best_fit');
    expect(toCustomer[0]).toContain('Content-Type: text/html');
    const notices = mails.filter((mail) => mail.includes('Subject: New lead on LedgerLink'));
    expect(notices).toHaveLength(3);
    for (const notice of notices) expect(notice).toMatch(/https:\/\/ledgerlink\.test\/dashboard\/[0-9a-f]{24}\?key=/);

    // The same submission replayed (an offline queue retrying) creates nothing and sends nothing.
    const replay = await api.request('/api/customer-onboarding', { method: 'POST', json: questionnaire(), headers: { 'Idempotency-Key': key } });
    expect(replay.body).toEqual(body);
    expect(await collections(api.db).customerOnboardings.countDocuments()).toBe(1);
    expect(await collections(api.db).leads.countDocuments()).toBe(3);
    expect(await worker.drain()).toBe(0);
    expect(await mailFiles()).toHaveLength(4);
  });

  it("puts a dashboard key only in a provider's first lead notice, and stores only its hash", async () => {
    const { bookkeepers, outbox } = collections(api.db);
    const bestFit = await bookkeepers.findOne({ username: 'best_fit' });
    const first = await outbox.findOne({ to: bestFit!.email, subject: 'New lead on LedgerLink' });
    const key = decodeURIComponent(/\?key=([\w%-]+)/.exec(first!.text)?.[1] ?? '');
    expect(hashDashboardKey(key)).toBe(bestFit!.dashboardKeyHash);

    const again = await api.request('/api/customer-onboarding', { method: 'POST', json: questionnaire({ email: 'second@shop.example' }) });
    expect(again.status).toBe(201);
    const notices = await outbox.find({ to: bestFit!.email, subject: 'New lead on LedgerLink' }).sort({ createdAt: 1 }).toArray();
    expect(notices).toHaveLength(2);
    expect(notices[1]!.text).toContain(`https://ledgerlink.test/dashboard/${bestFit!._id.toHexString()}\n`);
    expect(notices[1]!.text).not.toContain('?key=');
    expect((await bookkeepers.findOne({ _id: bestFit!._id }))!.dashboardKeyHash).toBe(bestFit!.dashboardKeyHash);
  });

  it('matches a business request by service and place, and ignores providers who cannot reach it', async () => {
    await insertProviders(api.db, [
      providerDoc({ username: 'toronto_local', city: 'Toronto', country: 'Canada', serviceArea: 'local', services: ['payroll'], averageRating: 50, totalReviews: 50 }),
      providerDoc({ username: 'chicago_payroll', services: ['payroll'], averageRating: 30, totalReviews: 5 }),
    ]);
    const json = { ...validBusinessRequest(), email: 'payroll@acme.example', services: ['Payroll Processing'], location: 'Chicago, IL' };
    const { body } = await api.request('/api/business/register', { method: 'POST', json });
    const matched = await usernamesOfLeads({ businessId: new ObjectId(body.businessId as string) });
    // Toronto's local provider is the best rated but does not serve Chicago; the rest all do payroll.
    expect(matched.map((entry) => entry.username).sort()).toEqual(['chicago_payroll', 'good_fit', 'payroll_only']);
    expect(matched.every((entry) => entry.lead.source === 'business-request')).toBe(true);
  });

  it('matches personal tax requests only with providers who do tax work', async () => {
    const personal = questionnaire({
      needsType: 'personal',
      email: 'person@home.example',
      primaryServices: ['Income tax'],
      additionalServices: [],
      businessType: '',
      annualTurnover: '',
      industry: '',
      accountingSoftware: '',
    });
    expect((await api.request('/api/customer-onboarding', { method: 'POST', json: personal })).status).toBe(201);
    const stored = await collections(api.db).customerOnboardings.findOne({ email: 'person@home.example' });
    const matched = await usernamesOfLeads({ onboardingId: stored!._id });
    expect(matched.length).toBeGreaterThan(0);
    expect(matched.map((entry) => entry.username)).not.toContain('half_fit');
  });

  it('leaves a request nobody can serve pending with a reason an admin can read', async () => {
    const json = questionnaire({ email: 'vat@shop.example', primaryServices: ['Company formation'], additionalServices: [] });
    const { body } = await api.request('/api/customer-onboarding', { method: 'POST', json });
    expect(body.matched).toBe(0);
    const stored = await collections(api.db).customerOnboardings.findOne({ email: 'vat@shop.example' });
    expect(stored).toMatchObject({ status: 'pending', unmatchedReason: expect.stringContaining('cfo-services') });
  });

  it('prefers the provider the questionnaire started from', async () => {
    const slug = (await collections(api.db).bookkeepers.findOne({ username: 'weak_fit' }))!.slug;
    const json = questionnaire({ email: 'fan@shop.example', preferredProviderSlug: slug });
    await api.request('/api/customer-onboarding', { method: 'POST', json });
    const stored = await collections(api.db).customerOnboardings.findOne({ email: 'fan@shop.example' });
    const leads = await collections(api.db).leads.find({ onboardingId: stored!._id }).toArray();
    const weak = await collections(api.db).bookkeepers.findOne({ username: 'weak_fit' });
    expect(leads.map((lead) => lead.bookkeeperId.toHexString())).toContain(weak!._id.toHexString());
  });
});
