import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendHireRequest, type HireAttempts } from './hire-api';
import { hireFormSchema } from './hire-form';

const values = hireFormSchema.parse({
  companyName: 'Acme Ltd',
  contactName: 'Ann Lee',
  email: 'ann@example.com',
  phone: '+1 555 0100',
  location: 'Austin, TX',
  industry: 'retail',
  budget: '1000-2500',
  timeline: '2-weeks',
  services: ['Payroll Processing'],
  startDate: '2099-01-15',
  estimatedHours: '',
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake server: answers each call with the next response of its path, and records what was sent. */
function fakeServer(answers: Record<string, Response[]>) {
  const calls: { path: string; key: string | null }[] = [];
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    calls.push({ path, key: new Headers(init.headers).get('Idempotency-Key') });
    const next = answers[path]?.shift();
    return Promise.resolve(next ?? json(500, { message: 'no answer' }));
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('sendHireRequest', () => {
  it('reuses the business registered by a failed attempt instead of registering another', async () => {
    const calls = fakeServer({
      '/api/business/register': [json(201, { success: true, message: 'ok', businessId: 'b1b1b1b1b1b1b1b1b1b1b1b1', matched: 0 })],
      '/api/bookings': [json(500, { message: 'Internal error' }), json(201, { success: true, message: 'ok', bookingId: '0123456789abcdef01234567' })],
    });
    const attempts: HireAttempts = {};
    await expect(sendHireRequest(values, 'p1', attempts)).rejects.toThrow(/Failed to create booking/);
    await expect(sendHireRequest(values, 'p1', attempts)).resolves.toEqual({ businessId: 'b1b1b1b1b1b1b1b1b1b1b1b1' });
    expect(calls.map((call) => call.path)).toEqual(['/api/business/register', '/api/bookings', '/api/bookings']);
    // The booking is resent with its first key, so a lost answer cannot make a second booking.
    expect(calls[1]!.key).toBeTruthy();
    expect(calls[2]!.key).toBe(calls[1]!.key);
  });

  it('resends a registration whose answer was lost with the same Idempotency-Key', async () => {
    const calls = fakeServer({ '/api/business/register': [json(503, { message: 'busy' }), json(201, { success: true, message: 'ok', businessId: 'b1b1b1b1b1b1b1b1b1b1b1b1', matched: 0 })], '/api/bookings': [json(201, { success: true, message: 'ok', bookingId: '0123456789abcdef01234567' })] });
    const attempts: HireAttempts = {};
    await expect(sendHireRequest(values, 'p1', attempts)).rejects.toThrow();
    await sendHireRequest(values, 'p1', attempts);
    expect(calls[0]!.key).toBe(calls[1]!.key);
  });

  it('registers a new business when the business details changed', async () => {
    const calls = fakeServer({
      '/api/business/register': [json(400, { message: 'phone: bad' }), json(201, { success: true, message: 'ok', businessId: 'b2b2b2b2b2b2b2b2b2b2b2b2', matched: 0 })],
      '/api/bookings': [json(201, { success: true, message: 'ok', bookingId: '0123456789abcdef01234567' })],
    });
    const attempts: HireAttempts = {};
    await expect(sendHireRequest(values, 'p1', attempts)).rejects.toThrow();
    await sendHireRequest({ ...values, phone: '+1 555 0199' }, 'p1', attempts);
    expect(calls[0]!.key).not.toBe(calls[1]!.key);
  });
});
