import { describe, expect, it } from 'vitest';
import type { CustomerRequestSummary } from '@ledgerlink/shared-schema';
import { editableFields, editFormOf, requestEditOf } from './request-edit';

const business: CustomerRequestSummary = {
  id: 'a'.repeat(24),
  kind: 'business',
  services: ['bookkeeping'],
  budget: '1000-2500',
  timeline: 'asap',
  contact: { name: 'Sam Lee', email: 'sam@shop.example', phone: '+44 7700 900123' },
  createdAt: '2026-11-27T09:00:00.000Z',
};

describe('the request edit form', () => {
  it('sends only what changed, trimmed', () => {
    const form = { ...editFormOf(business), email: '  sam.lee@shop.example ', timeline: '2-weeks' };
    expect(requestEditOf(business, form)).toEqual({ ok: true, changes: { email: 'sam.lee@shop.example', timeline: '2-weeks' } });
  });

  it('names the field the shared rules refuse, and refuses an unchanged form', () => {
    expect(requestEditOf(business, { ...editFormOf(business), email: 'not an email' })).toMatchObject({ ok: false, errors: { email: expect.any(String) } });
    expect(requestEditOf(business, editFormOf(business))).toEqual({ ok: false, errors: { '': 'Change at least one of name, email, phone, budget or timeline' } });
  });

  it('asks a questionnaire only for its contact details', () => {
    expect(editableFields('questionnaire')).toEqual(['email', 'phone']);
    const questionnaire = { ...business, kind: 'questionnaire' as const, budget: undefined, timeline: undefined, contact: { email: 'me@example.com' } };
    // Its empty budget field is never sent as a change.
    expect(requestEditOf(questionnaire, { ...editFormOf(questionnaire), budget: '5000+', phone: '+44 7700 900124' })).toEqual({ ok: true, changes: { phone: '+44 7700 900124' } });
  });
});
