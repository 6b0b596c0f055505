import { describe, expect, it } from 'vitest';
import { adminCredentials, claimedCertifications, publicCredentials, verifiesAClaim, type CredentialCheck } from './credentials';

const claims = { certifications: ['cpa', 'xero-advisor'], otherCertifications: ' Enrolled Agent (EA), ACCA ,, cpa' };
const check = (certification: string, status: CredentialCheck['status'], note?: string): CredentialCheck => ({ certification, status, checkedAt: '2026-11-02T10:00:00.000Z', note });

describe('credentials', () => {
  it('claims the chosen options, then each comma-separated entry of the free text, once each', () => {
    expect(claimedCertifications(claims)).toEqual(['cpa', 'xero-advisor', 'Enrolled Agent (EA)', 'ACCA']);
    expect(claimedCertifications({ certifications: [] })).toEqual([]);
  });

  it('shows the public verified ones with their date and the rest as self-reported, never a note', () => {
    const checks = [check('cpa', 'verified', 'Licence 12-3456'), check('ACCA', 'unverifiable', 'No record')];
    expect(publicCredentials(claims, checks)).toEqual([
      { name: 'CPA', verifiedAt: '2026-11-02T10:00:00.000Z' },
      { name: 'Xero Advisor' },
      { name: 'Enrolled Agent (EA)' },
      { name: 'ACCA' },
    ]);
    expect(adminCredentials(claims, checks)[0]).toEqual({ certification: 'cpa', name: 'CPA', status: 'verified', checkedAt: '2026-11-02T10:00:00.000Z', note: 'Licence 12-3456' });
    expect(adminCredentials(claims, checks)[1]).toEqual({ certification: 'xero-advisor', name: 'Xero Advisor', status: 'unchecked' });
  });

  it('lets a check of a certification no longer claimed count for nothing', () => {
    const checks = [check('quickbooks-pro', 'verified')];
    expect(verifiesAClaim(claims, checks)).toBe(false);
    expect(publicCredentials(claims, checks).some((credential) => credential.verifiedAt)).toBe(false);
    expect(verifiesAClaim({ certifications: ['quickbooks-pro'] }, checks)).toBe(true);
  });
});
