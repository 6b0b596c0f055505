import type { Service } from '@ledgerlink/shared-schema';
import { describe, expect, it } from 'vitest';
import { serviceAdditionFrom, unlistedServices } from './service-addition';

const service = (name: string) => ({ id: name, name, category: 'Accounting', isActive: true, createdAt: '2026-01-01T00:00:00.000Z' }) as Service;

describe('adding a service', () => {
  it('offers the services a profile can carry that are not listed', () => {
    expect(unlistedServices([service('bookkeeping'), service('payroll')])).toEqual(['tax-prep', 'cfo-services']);
    expect(unlistedServices([service('bookkeeping'), service('tax-prep'), service('payroll'), service('cfo-services')])).toEqual([]);
  });

  it('sends what the API rule reads, the description left out when empty', () => {
    expect(serviceAdditionFrom({ name: 'payroll', category: ' Payroll ', description: '' })).toEqual({ body: { name: 'payroll', category: 'Payroll' } });
  });

  it('refuses a missing service or category beside its field, sending nothing', () => {
    const result = serviceAdditionFrom({ name: '', category: '', description: '' });
    expect(result).toEqual({ errors: { name: 'must be one of bookkeeping, tax-prep, payroll, cfo-services', category: expect.stringMatching(/^Category/) } });
  });
});
