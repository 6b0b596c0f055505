import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineEndpoint } from '@ledgerlink/shared-schema';
import { z } from 'zod';
import { ApiError, apiGet, call } from './client';

const updateLead = defineEndpoint({
  method: 'PATCH',
  path: '/api/lead/:id',
  access: 'provider',
  params: z.object({ id: z.string() }),
  body: z.object({ status: z.string() }),
  response: z.object({ success: z.literal(true) }),
});

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends cookies and returns the JSON body', async () => {
    const fetchMock = mockFetch(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    await expect(apiGet('/api/settings/countries')).resolves.toEqual({ ok: 1 });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('calls an endpoint: its method, its path with the parameter encoded, a JSON body, the answer parsed', async () => {
    const fetchMock = mockFetch(new Response('{"success":true}', { status: 200 }));
    await expect(call(updateLead, { params: { id: 'a/b' }, body: { status: 'won' } }, { headers: { 'Idempotency-Key': 'key-12345678' } })).resolves.toEqual({ success: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/lead/a%2Fb');
    expect(init).toMatchObject({ method: 'PATCH', credentials: 'include', body: '{"status":"won"}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'Idempotency-Key': 'key-12345678' });
  });

  it('refuses an OK answer that is off the endpoint\'s contract', async () => {
    mockFetch(new Response('{"success":"yes"}', { status: 200 }));
    await expect(call(updateLead, { params: { id: '1' }, body: { status: 'won' } })).rejects.toThrow();
  });

  it('turns a non-OK response into "status: body" with the parsed body attached', async () => {
    mockFetch(new Response('{"message":"Lead changed"}', { status: 409, statusText: 'Conflict' }));
    const error = await call(updateLead, { params: { id: '1' }, body: { status: 'won' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Lead changed"}');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).body).toEqual({ message: 'Lead changed' });
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiGet('/api/bookkeepers')).rejects.toThrow('503: Service Unavailable');
  });

  it('parses the response with the given schema', async () => {
    mockFetch(new Response('{"n":"2"}', { status: 200 }));
    const schema = { parse: (data: unknown) => Number((data as { n: string }).n) };
    await expect(apiGet('/api/x', schema)).resolves.toBe(2);
  });
});
