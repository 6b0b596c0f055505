import { API } from '@ledgerlink/shared-schema';
import { describe, expect, it } from 'vitest';
import { settleCall } from './settle-call';
import { hexId, scriptedFetch } from '../../test/factories';

const lead = { params: { id: hexId(7) }, body: { status: 'contacted', from: 'new' } } as const;
const answering = (response: () => Response) => (async () => response()) as typeof fetch;
const brokenBody = (status: number) =>
  new Response(new ReadableStream({ start: (controller) => controller.error(new Error('connection reset')) }), { status });

describe('settleCall', () => {
  it('reads a 2xx with the endpoint’s response schema', async () => {
    const answer = { success: true, lead: { id: hexId(7), bookkeeperId: hexId(8), status: 'contacted', source: 'booking', matchScore: 80, createdAt: '2026-01-01T00:00:00.000Z' } };
    const { fetch, calls } = scriptedFetch(() => ({ status: 200, body: answer }));
    expect(await settleCall(API.leads.update, lead, { fetch, headers: { 'Idempotency-Key': 'key-12345' } })).toMatchObject({ type: 'answer', data: { lead: { status: 'contacted' } } });
    expect(calls[0]).toMatchObject({ url: `/api/lead/${hexId(7)}`, method: 'PATCH', body: lead.body, headers: { 'idempotency-key': 'key-12345' } });
  });

  it('gives a refusal’s status, headers and JSON body', async () => {
    const { fetch } = scriptedFetch(() => ({ status: 503, headers: { 'Retry-After': '30' }, body: { message: 'busy' } }));
    const settled = await settleCall(API.leads.update, lead, { fetch });
    expect(settled).toMatchObject({ type: 'refused', status: 503, body: { message: 'busy' } });
    expect(settled.type === 'refused' && settled.headers.get('Retry-After')).toBe('30');
  });

  it('calls a 2xx unreadable when its body is off-contract, not JSON or broken off', async () => {
    expect(await settleCall(API.leads.update, lead, { fetch: scriptedFetch(() => ({ status: 200, body: { success: true } })).fetch })).toEqual({ type: 'unreadable' });
    expect(await settleCall(API.leads.update, lead, { fetch: answering(() => new Response('<html>', { status: 200 })) })).toEqual({ type: 'unreadable' });
    expect(await settleCall(API.leads.update, lead, { fetch: answering(() => brokenBody(200)) })).toEqual({ type: 'unreadable' });
  });

  it('keeps the status of a refusal whose body broke off', async () => {
    expect(await settleCall(API.leads.update, lead, { fetch: answering(() => brokenBody(502)) })).toMatchObject({ type: 'refused', status: 502, body: undefined });
  });

  it('says unreachable when no answer came', async () => {
    const settled = await settleCall(API.leads.update, lead, { fetch: scriptedFetch(() => 'network-error').fetch });
    expect(settled).toMatchObject({ type: 'unreachable', error: new TypeError('Failed to fetch') });
  });
});
