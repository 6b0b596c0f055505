import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc, validBusinessRequest, validProviderRegistration, validQuestionnaire } from '../support/factories';

describe('public writes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('registers a business and returns its id', async () => {
    const { status, body } = await api.request('/api/business/register', { method: 'POST', json: validBusinessRequest() });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: expect.any(String), businessId: expect.stringMatching(/^[0-9a-f]{24}$/) });
  });

  it('registers a provider unapproved, lowercases the username, and refuses duplicates with 409', async () => {
    const registration = validProviderRegistration();
    const first = await api.request('/api/bookkeeper/register', { method: 'POST', json: registration });
    expect(first.status).toBe(201);
    expect(first.body.bookkeeper.username).toBe(registration.username.toLowerCase());
    const stored = await collections(api.db).bookkeepers.findOne({ username: registration.username.toLowerCase() });
    expect(stored).toMatchObject({ isApproved: false, isActive: true, slug: 'hopper-books-professional-chicago' });

    const sameName = await api.request('/api/bookkeeper/register', {
      method: 'POST',
      json: { ...validProviderRegistration(), username: registration.username.toUpperCase() },
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toMatch(/username/i);

    const sameEmail = await api.request('/api/bookkeeper/register', {
      method: 'POST',
      json: { ...validProviderRegistration(), email: registration.email.toUpperCase() },
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toMatch(/email/i);
  });

  it('mails a registering provider a receipt by name that says when to expect an answer, once per registration', async () => {
    const registration = { ...validProviderRegistration(), fullName: 'Katherine Johnson', businessName: 'Johnson Orbital Books' };
    const send = () => api.request('/api/bookkeeper/register', { method: 'POST', json: registration, headers: { 'Idempotency-Key': `receipt-${registration.username}-key` } });
    const first = await send();
    expect(first.status).toBe(201);
    expect((await send()).body.bookkeeper.id).toBe(first.body.bookkeeper.id);

    const receipts = await collections(api.db).outbox.find({ to: registration.email.toLowerCase(), key: /^registered:/ }).toArray();
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt!.subject).toBe('We received your LedgerLink application');
    expect(receipt!.text.split('\n')[0]).toBe('Hello Katherine Johnson,');
    expect(receipt!.text).toContain('We review every profile and verify credentials before it goes live: expect an answer by email within 3 business days.');
    expect(receipt!.text).toContain(`/@${registration.username.toLowerCase()}`);
  });

  it('tells the registration form a name is taken while its owner is still under review', async () => {
    const registration = { ...validProviderRegistration(), businessName: 'Review Pending Books' };
    const check = (handle: string) => api.request(`/api/bookkeeper/username-available/${handle}`);
    expect((await check(registration.username)).body).toEqual({ username: registration.username.toLowerCase(), available: true });
    await api.request('/api/bookkeeper/register', { method: 'POST', json: registration });
    expect((await api.request(`/api/bookkeepers/username/${registration.username}`)).status).toBe(404);
    expect((await check(registration.username.toUpperCase())).body.available).toBe(false);
    const invalid = await check('a-b');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Invalid path parameter: Username can only contain letters, numbers, and underscores');
  });

  it('gives a second provider with the same name and city a unique slug', async () => {
    const second = await api.request('/api/bookkeeper/register', { method: 'POST', json: validProviderRegistration() });
    expect(second.status).toBe(201);
    expect(second.body.bookkeeper.slug).toBe('hopper-books-professional-chicago-2');
  });

  it('refuses usernames that break the rules with the spec messages', async () => {
    const short = await api.request('/api/bookkeeper/register', { method: 'POST', json: { ...validProviderRegistration(), username: 'ab' } });
    expect(short.status).toBe(400);
    expect(short.body.errors).toContainEqual({ path: 'username', message: 'Username must be at least 3 characters' });
    const symbols = await api.request('/api/bookkeeper/register', { method: 'POST', json: { ...validProviderRegistration(), username: 'a-b-c' } });
    expect(symbols.body.errors).toContainEqual({ path: 'username', message: 'Username can only contain letters, numbers, and underscores' });
  });

  it('books an approved provider and creates exactly one open lead for it', async () => {
    const [provider] = await insertProviders(api.db, [providerDoc()]);
    // Step 1 of the hire flow is not matched with other providers: the booking makes the one lead.
    const business = await api.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), purpose: 'hire' } });
    const booking = {
      bookkeeperId: provider!._id.toHexString(),
      businessId: business.body.businessId,
      serviceType: 'Monthly Bookkeeping',
      startDate: new Date(Date.now() + 86_400_000).toISOString(),
      estimatedHours: 10,
      description: 'Monthly books',
      clientNotes: 'Small (1-10 employees)',
    };
    expect((await api.request('/api/bookings', { method: 'POST', json: booking })).status).toBe(201);
    expect((await api.request('/api/bookings', { method: 'POST', json: booking })).status).toBe(201);
    const leads = await collections(api.db).leads.find({ bookkeeperId: provider!._id }).toArray();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ status: 'new', source: 'booking' });
    const stored = await collections(api.db).bookings.findOne({ bookkeeperId: provider!._id });
    expect(stored).toMatchObject({ status: 'pending', totalAmount: 600 });
  });

  it('refuses a start date in the past with 400 naming startDate', async () => {
    const [provider] = await insertProviders(api.db, [providerDoc()]);
    const business = await api.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), purpose: 'hire' } });
    const { status, body } = await api.request('/api/bookings', {
      method: 'POST',
      json: { bookkeeperId: provider!._id.toHexString(), businessId: business.body.businessId, startDate: '2020-01-15' },
    });
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ path: 'startDate', message: 'Start date cannot be in the past' });
  });

  it('refuses a booking for an unknown provider with 422 naming bookkeeperId', async () => {
    const business = await api.request('/api/business/register', { method: 'POST', json: validBusinessRequest() });
    const { status, body } = await api.request('/api/bookings', {
      method: 'POST',
      json: {
        bookkeeperId: '0123456789abcdef01234567',
        businessId: business.body.businessId,
        startDate: new Date(Date.now() + 86_400_000).toISOString(),
        estimatedHours: null,
      },
    });
    expect(status).toBe(422);
    expect(body.message).toMatch(/bookkeeperId/);
  });

  it('stores a questionnaire as pending', async () => {
    const { status, body } = await api.request('/api/customer-onboarding', {
      method: 'POST',
      json: {
        needsType: 'personal',
        primaryServices: ['Income tax'],
        additionalServices: [],
        clientType: "I'm finding my first accountant",
        additionalInfo: '',
        age: '31-40',
        email: 'someone@example.com',
        country: 'united kingdom',
        city: 'leeds',
        mobileNumber: '+44 7700 900123',
        emailUpdates: false,
      },
    });
    expect(status).toBe(201);
    const stored = await collections(api.db).customerOnboardings.findOne({});
    // The place as the lists spell it.
    expect(stored).toMatchObject({ status: 'pending', needsType: 'personal', country: 'United Kingdom', city: 'Leeds' });
    expect(body.success).toBe(true);
  });

  it('refuses a questionnaire without a country, or with one not listed, naming the field', async () => {
    const send = (place: Record<string, unknown>) => api.request('/api/customer-onboarding', { method: 'POST', json: { ...validQuestionnaire(), country: undefined, ...place } });
    const missing = await send({});
    expect([missing.status, missing.body.message]).toEqual([400, 'country: Country is required']);
    const unlisted = await send({ country: 'Atlantis' });
    expect([unlisted.status, unlisted.body.message]).toEqual([400, 'country: Choose a country from the list']);
  });
});
