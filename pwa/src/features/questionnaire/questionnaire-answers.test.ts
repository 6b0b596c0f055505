import { describe, expect, it } from 'vitest';
import { customerOnboardingRequestSchema } from '@ledgerlink/shared-schema';
import { answersOf, emptyAnswers, toggleOption, toOnboardingRequest, withNeedsType, type QuestionnaireAnswers } from './questionnaire-answers';
import { questionnaireReducer, initialQuestionnaireState } from './questionnaire-state';

const answers = (overrides: Partial<QuestionnaireAnswers> = {}): QuestionnaireAnswers => ({ ...emptyAnswers(), ...overrides });

describe('questionnaire answers', () => {
  it('drops services that do not belong to a changed needs type', () => {
    const business = answers({ needsType: 'business', primaryServices: ['Accounts', 'VAT'], additionalServices: ['Payroll services'] });
    const personal = withNeedsType(business, 'personal');
    expect(personal.primaryServices).toEqual([]);
    expect(personal.additionalServices).toEqual([]);
  });

  it('keeps services that still belong after a needs-type change', () => {
    const business = answers({ needsType: 'business', primaryServices: ['Bookkeeping'] });
    expect(withNeedsType(business, 'business').primaryServices).toEqual(['Bookkeeping']);
  });

  it('toggles an option in and out', () => {
    expect(toggleOption(['VAT'], 'Accounts')).toEqual(['VAT', 'Accounts']);
    expect(toggleOption(['VAT', 'Accounts'], 'VAT')).toEqual(['Accounts']);
  });

  it('builds a request the server schema accepts, leaving out business fields for a personal customer', () => {
    const request = toOnboardingRequest(
      answers({
        needsType: 'personal',
        primaryServices: ['Income tax'],
        clientType: "I'm finding my first accountant",
        businessType: 'Limited', // left over from a business attempt
        age: '41-50',
        email: ' Me@Example.com ',
        country: 'United Kingdom',
        city: ' Leeds ',
        postcode: ' LS1 4AP ',
        mobileNumber: '0123 456 789',
      }),
      'jane-doe',
    );
    expect(request).not.toBeNull();
    expect(request).toMatchObject({ businessType: '', preferredProviderSlug: 'jane-doe', country: 'United Kingdom', city: 'Leeds', postcode: 'LS1 4AP' });
    expect(customerOnboardingRequestSchema.safeParse(request).success).toBe(true);
  });

  it('builds nothing while a required choice is missing', () => {
    expect(toOnboardingRequest(answers({ needsType: 'business' }))).toBeNull();
  });
});

describe('questionnaire state', () => {
  const ready = () => questionnaireReducer(initialQuestionnaireState('key-00000001'), { type: 'restored', draft: null });

  it('keeps the Idempotency-Key while answers are unchanged after an attempt', () => {
    const attempted = questionnaireReducer(ready(), { type: 'attempted' });
    expect(questionnaireReducer(attempted, { type: 'moved', step: 'email' }).idempotencyKey).toBe('key-00000001');
  });

  it('replaces the Idempotency-Key when answers change after an attempt', () => {
    const attempted = questionnaireReducer(ready(), { type: 'attempted' });
    const edited = questionnaireReducer(attempted, { type: 'answered', update: (a) => ({ ...a, mobileNumber: '1' }), newKey: 'key-00000002' });
    expect(edited.idempotencyKey).toBe('key-00000002');
    expect(edited.keyUsed).toBe(false);
  });

  it('keeps the Idempotency-Key for edits before any attempt', () => {
    const edited = questionnaireReducer(ready(), { type: 'answered', update: (a) => ({ ...a, mobileNumber: '1' }), newKey: 'key-00000002' });
    expect(edited.idempotencyKey).toBe('key-00000001');
  });

  it('restores a draft at a step its answers allow', () => {
    const restored = questionnaireReducer(initialQuestionnaireState('key-00000001'), {
      type: 'restored',
      draft: { step: 'age', answers: answers({ needsType: 'business' }), idempotencyKey: 'key-00000009', keyUsed: false },
    });
    expect(restored).toMatchObject({ ready: true, step: 'primary-services', idempotencyKey: 'key-00000009' });
  });
});

describe('a queued questionnaire reopened for an edit', () => {
  it('reads the request back into the answers it was made from', () => {
    const filled = answers({ needsType: 'personal', primaryServices: ['Income tax'], clientType: 'I want a new accountant', age: '31-40', email: 'a@b.co', mobileNumber: '07700' });
    expect(answersOf(toOnboardingRequest(filled))).toEqual(filled);
    expect(answersOf({ needsType: 'robot' })).toBeNull();
  });
});
