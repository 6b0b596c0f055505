import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc } from '../support/factories';

/** Free-text search over the API (shared-schema marketplace-search.ts): places and services as well as names. */
describe('marketplace search', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    await insertProviders(api.db, [
      providerDoc({ fullName: 'Manchester Payroll One', businessName: undefined, city: 'Manchester', country: 'United Kingdom', services: ['payroll'] }),
      providerDoc({ fullName: 'Ada Lovelace', businessName: undefined, city: 'Manchester', country: 'United Kingdom', services: ['bookkeeping', 'payroll'] }),
      providerDoc({ fullName: 'Grace Hopper', businessName: undefined, city: 'London', country: 'United Kingdom', services: ['bookkeeping'] }),
      providerDoc({ fullName: 'Alan Turing', businessName: undefined, city: 'Denver', country: 'United States', services: ['bookkeeping', 'payroll'] }),
      providerDoc({ fullName: 'Hidden Manchester', businessName: undefined, city: 'Manchester', country: 'United Kingdom', isApproved: false }),
    ]);
  });
  afterAll(() => api.close());

  const names = async (search: string) => {
    const { status, body } = await api.request(`/api/bookkeepers?search=${encodeURIComponent(search)}`);
    expect(status).toBe(200);
    return (body.bookkeepers as { fullName: string }[]).map((provider) => provider.fullName).sort();
  };

  it('finds a city, a service in a city, and a kind of professional in a city', async () => {
    expect(await names('manchester')).toEqual(['Ada Lovelace', 'Manchester Payroll One']);
    expect(await names('payroll manchester')).toEqual(['Ada Lovelace', 'Manchester Payroll One']);
    expect(await names('bookkeeper london')).toEqual(['Grace Hopper']);
    expect(await names('bookkeeping uk')).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it('counts the same providers in the listing figures', async () => {
    const { body } = await api.request('/api/marketplace/stats?search=payroll%20manchester');
    expect(body.total).toBe(2);
  });

  it('still finds names, and nothing for a place nobody is in', async () => {
    expect(await names('turing')).toEqual(['Alan Turing']);
    expect(await names('payroll zanzibar')).toEqual([]);
  });
});
