import { describe, expect, it } from 'vitest';
import {
  FIRM_CSV_COLUMNS,
  emailVariant,
  firmCsvRowSchema,
  firmHeaderProblem,
  firmRowCells,
  firmServiceTags,
  firmSizeFor,
  firmToProviderFields,
  generatedLogoPath,
  providerImportRowSchema,
  usernameBase,
  usernameVariant,
} from './admin-csv';
import { isSiteImagePath } from './fields';

const firmRow = (overrides: Partial<Record<number, string>> = {}) => FIRM_CSV_COLUMNS.map((_, index) => overrides[index] ?? '');

describe('firm CSV rows', () => {
  it('accepts the header in order, whatever the case, and names the columns when it is wrong', () => {
    expect(firmHeaderProblem(FIRM_CSV_COLUMNS.map((column) => column.toUpperCase()))).toBeUndefined();
    expect(firmHeaderProblem(['Name', 'City'])).toMatch(/^The first row must name the 17 firm columns in this order: Name, Meta Title/);
  });

  it('requires a Name', () => {
    const result = firmCsvRowSchema.safeParse(firmRowCells(firmRow({ 6: 'Austin' })));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name is required');
  });

  it('maps a row onto provider fields with a generated logo when Logo URL is empty or foreign', () => {
    const row = firmCsvRowSchema.parse(firmRowCells(firmRow({ 0: 'Acme Tax & Books', 4: '11-50 employees', 6: 'Austin', 7: 'United States', 8: 'https://www.Acme.com/', 11: 'Tax returns, Payroll', 15: 'https://tracker.example/logo.png' })));
    const fields = firmToProviderFields(row, isSiteImagePath);
    expect(fields).toMatchObject({ providerType: 'firm', fullName: 'Acme Tax & Books', location: 'Austin, United States', firmSize: 'medium', domain: 'acme.com', website: 'https://acme.com' });
    expect(fields.services.sort()).toEqual(['payroll', 'tax-prep']);
    expect(fields.profileImageUrl).toBe(generatedLogoPath('Acme Tax & Books'));
    expect(isSiteImagePath(fields.profileImageUrl)).toBe(true);
  });

  it('reads sizes and services it cannot name as sensible defaults', () => {
    expect([firmSizeFor('1'), firmSizeFor('2-10'), firmSizeFor('1,001-5,000'), firmSizeFor('')]).toEqual(['solo', 'small', 'large', undefined]);
    expect(firmServiceTags(['Something else'])).toEqual(['bookkeeping']);
  });
});

describe('unique identities', () => {
  it('makes a handle of 3-30 letters, digits and underscores and numbers its variants within 30', () => {
    expect(usernameBase('Smith & Co. Accountants')).toBe('smith_and_co_accountants');
    expect(usernameBase('Ö')).toBe('firm_o');
    expect(usernameVariant('a'.repeat(30), 12)).toBe(`${'a'.repeat(27)}_12`);
    expect(emailVariant('info@acme.com', 2)).toBe('info+2@acme.com');
  });
});

describe('provider CSV rows', () => {
  it('reads Status and Approved words and refuses others by name', () => {
    expect(providerImportRowSchema.parse({ name: 'Ann', email: 'Ann@X.com', isActive: 'Inactive', isApproved: 'yes' })).toMatchObject({ email: 'ann@x.com', isActive: false, isApproved: true, type: 'individual' });
    const bad = providerImportRowSchema.safeParse({ name: 'Ann', email: 'ann@x.com', isApproved: 'maybe' });
    expect(bad.error?.issues[0]?.message).toBe('Approved must be Yes or No');
  });
});
