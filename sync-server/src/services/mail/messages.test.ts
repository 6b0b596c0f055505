import { describe, expect, it } from 'vitest';
import { customerDigestMail, customerReviewInvitationMail, digestLineText, providerDisplayName } from './messages';

describe('update email lines', () => {
  const who = providerDisplayName({ fullName: 'Jane Smith', businessName: 'Smith Books' });

  it('names the professional with their business, or alone when the business is their name', () => {
    expect(who).toBe('Jane Smith (Smith Books)');
    expect(providerDisplayName({ fullName: 'Jane Smith', businessName: 'Jane Smith' })).toBe('Jane Smith');
    expect(providerDisplayName({ fullName: 'Jane Smith' })).toBe('Jane Smith');
  });

  it('says what happened in the customer\'s words, and when another professional was offered the request instead', () => {
    expect(digestLineText({ who, kind: 'contacted', replaced: false })).toBe('Jane Smith (Smith Books) contacted you.');
    expect(digestLineText({ who, kind: 'passed', replaced: false })).toBe('Jane Smith (Smith Books) passed.');
    expect(digestLineText({ who, kind: 'passed', replaced: true })).toBe('Jane Smith (Smith Books) passed — we offered another professional.');
    expect(digestLineText({ who, kind: 'expired', replaced: true })).toBe('Jane Smith (Smith Books) did not reply in time — we offered another professional.');
    expect(digestLineText({ who: undefined, kind: 'expired', replaced: false })).toBe('A professional did not reply in time.');
  });
});

describe('customerDigestMail', () => {
  const base = {
    requestId: '0123456789abcdef01234567',
    sequence: 3,
    to: 'ada@example.com',
    name: 'Ada',
    lines: [{ who: 'Jane Smith', kind: 'contacted' as const, replaced: false }],
    requestUrl: 'https://ledgerlink.example/request/0123456789abcdef01234567?key=k',
    unsubscribeUrl: 'https://ledgerlink.example/request/0123456789abcdef01234567/unsubscribe?key=k',
    keyed: true,
  };

  it('is keyed by the request and its number, so a retry queues the same message once', () => {
    expect(customerDigestMail(base).key).toBe('digest:0123456789abcdef01234567:3');
  });

  it('links the request page and the unsubscribe page in text and HTML, escaped', () => {
    const mail = customerDigestMail(base);
    expect(mail.subject).toBe('An update on your LedgerLink request');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain(`Follow your request: ${base.requestUrl}`);
    expect(mail.text).toContain(`Stop these emails about this request: ${base.unsubscribeUrl}`);
    expect(mail.text).toContain('Keep this link private');
    expect(mail.html).toContain('href="https://ledgerlink.example/request/0123456789abcdef01234567/unsubscribe?key=k"');
    const hostile = customerDigestMail({ ...base, lines: [{ who: '<b>Eve</b>', kind: 'passed', replaced: false }] });
    expect(hostile.html).toContain('&lt;b&gt;Eve&lt;/b&gt; passed.');
  });

  it('counts several updates in the subject, and says nothing of privacy for links without a key', () => {
    const mail = customerDigestMail({ ...base, keyed: false, lines: [...base.lines, { who: 'Sam', kind: 'passed', replaced: true }] });
    expect(mail.subject).toBe('2 updates on your LedgerLink request');
    expect(mail.text).not.toContain('Keep this link private');
    expect(mail.text).toContain('opens in the browser where you opened your request before');
  });
});

describe('customerReviewInvitationMail', () => {
  it('names the professional, links the review page once per lead, and says how long the link works', () => {
    const mail = customerReviewInvitationMail({
      leadId: '0123456789abcdef01234567',
      to: 'ada@example.com',
      name: 'Ada',
      provider: { fullName: 'Jane Smith', businessName: 'Smith Books' },
      reviewUrl: 'https://ledgerlink.example/review/tok_en-123',
      validDays: 60,
    });
    expect(mail).toMatchObject({ key: 'review-invitation:0123456789abcdef01234567', to: 'ada@example.com', subject: 'How was your work with Jane Smith?' });
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('You hired Jane Smith (Smith Books) through LedgerLink.');
    expect(mail.text).toContain('Review Jane Smith: https://ledgerlink.example/review/tok_en-123');
    expect(mail.text).toContain('for 60 days');
    expect(mail.html).toContain('href="https://ledgerlink.example/review/tok_en-123"');
  });
});
