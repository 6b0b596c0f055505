import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointUrl, matchesPath } from './endpoint';
import { ALL_ENDPOINTS, findEndpoint } from './registry';

const lead = defineEndpoint({ method: 'PATCH', path: '/api/lead/:id', access: 'provider', response: z.object({}) });

describe('endpointUrl', () => {
  it('fills path parameters encoded, so a value cannot reach another path', () => {
    expect(endpointUrl(lead, { params: { id: '../admin/x y' } })).toBe('/api/lead/..%2Fadmin%2Fx%20y');
  });

  it('keeps the query in the order given and leaves empty values out', () => {
    const list = defineEndpoint({ method: 'GET', path: '/api/things', access: 'public', response: z.object({}) });
    expect(endpointUrl(list, { query: { type: 'firm', location: undefined, services: ['Tax', 'Payroll'], search: '', page: 2 } })).toBe(
      '/api/things?type=firm&services=Tax%2CPayroll&page=2',
    );
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => endpointUrl(lead, { params: {} })).toThrow('missing path parameter "id"');
  });
});

describe('matchesPath and findEndpoint', () => {
  it('match as the server routes: exactly, letter case included, one segment per parameter', () => {
    expect(matchesPath(lead, '/api/lead/abc')).toBe(true);
    expect(matchesPath(lead, '/api/LEAD/abc')).toBe(false);
    expect(matchesPath(lead, '/api/lead/abc/')).toBe(false);
    expect(matchesPath(lead, '/api/lead/a/b')).toBe(false);
  });

  it('finds a defined endpoint by method and path, and nothing for another method', () => {
    expect(findEndpoint('POST', '/api/bookings')?.path).toBe('/api/bookings');
    expect(findEndpoint('GET', '/api/bookings')).toBeUndefined();
  });

  it('defines each method and path once', () => {
    const keys = ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
