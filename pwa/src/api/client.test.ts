import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiSend } from './client';

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

  it('sends a JSON body', async () => {
    const fetchMock = mockFetch(new Response('{"success":true}', { status: 200 }));
    await apiSend('PATCH', '/api/lead/1', { status: 'won' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"status":"won"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('turns a non-OK response into "status: body" with the parsed body attached', async () => {
    mockFetch(new Response('{"message":"Lead changed"}', { status: 409, statusText: 'Conflict' }));
    const error = await apiSend('PATCH', '/api/lead/1', { status: 'won' }).catch((caught: unknown) => caught);
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
