import { describe, expect, it } from 'vitest';
import { NOT_SPECIFIED } from '@ledgerlink/shared-schema';
import { emptyAnswers, type QuestionnaireAnswers } from './questionnaire-answers';
import { canContinue, isStepComplete, isStepSkipped, nextStep, previousStep, progressFraction, resumeStep, stepForFieldErrors, stepProblem, STEPS, type StepId } from './questionnaire-steps';

const answers = (overrides: Partial<QuestionnaireAnswers> = {}): QuestionnaireAnswers => ({ ...emptyAnswers(), ...overrides });

const completeBusiness = (): QuestionnaireAnswers =>
  answers({
    needsType: 'business',
    primaryServices: ['Accounts'],
    clientType: 'I want a new accountant',
    businessType: 'Limited',
    annualTurnover: '$21k-$50k',
    industry: 'Retail',
    accountingSoftware: 'Xero',
    age: '31-40',
    country: 'United Kingdom',
    email: 'a@b.co',
    mobileNumber: '07700 900123',
  });

const BUSINESS_STEPS: StepId[] = ['business-type', 'annual-turnover', 'industry', 'accounting-software'];

describe('questionnaire steps', () => {
  it('has the spec’s twelve steps in order, with where the customer is before the email', () => {
    expect(STEPS).toEqual([
      'needs-type',
      'primary-services',
      'additional-services',
      'client-type',
      'business-type',
      'annual-turnover',
      'industry',
      'accounting-software',
      'additional-info',
      'age',
      'location',
      'email',
      'final-details',
    ]);
  });

  it('walks a business customer through every step', () => {
    const business = answers({ needsType: 'business' });
    const seen: StepId[] = ['needs-type'];
    for (let step = nextStep('needs-type', business); step; step = nextStep(step, business)) seen.push(step);
    expect(seen).toEqual([...STEPS]);
    expect(nextStep('final-details', business)).toBeNull();
    expect(previousStep('needs-type', business)).toBeNull();
  });

  it('skips the four business steps going forward for a personal customer', () => {
    const personal = answers({ needsType: 'personal' });
    expect(nextStep('client-type', personal)).toBe('additional-info');
    for (const step of BUSINESS_STEPS) expect(isStepSkipped(step, personal)).toBe(true);
  });

  it('skips the four business steps going back for a personal customer', () => {
    const personal = answers({ needsType: 'personal' });
    expect(previousStep('additional-info', personal)).toBe('client-type');
    expect(previousStep('age', personal)).toBe('additional-info');
  });

  it('shows the business steps when going back as a business customer', () => {
    expect(previousStep('additional-info', answers({ needsType: 'business' }))).toBe('accounting-software');
  });

  it('shows progress as (current step + 1) / total', () => {
    expect(progressFraction('needs-type')).toBeCloseTo(1 / 13);
    expect(progressFraction('business-type')).toBeCloseTo(5 / 13);
    expect(progressFraction('final-details')).toBe(1);
  });
});

describe('Continue rules (spec §5)', () => {
  it('needs-type needs a choice', () => {
    expect(isStepComplete('needs-type', answers())).toBe(false);
    expect(isStepComplete('needs-type', answers({ needsType: 'personal' }))).toBe(true);
  });

  it('primary-services needs at least one service', () => {
    expect(isStepComplete('primary-services', answers({ needsType: 'business' }))).toBe(false);
    expect(isStepComplete('primary-services', answers({ needsType: 'business', primaryServices: ['VAT'] }))).toBe(true);
  });

  it('additional-services and additional-info never block', () => {
    expect(isStepComplete('additional-services', answers())).toBe(true);
    expect(isStepComplete('additional-info', answers())).toBe(true);
  });

  it('client-type needs a choice', () => {
    expect(isStepComplete('client-type', answers())).toBe(false);
    expect(isStepComplete('client-type', answers({ clientType: "I'm comparing accountants" }))).toBe(true);
  });

  it.each([
    ['business-type', { businessType: 'Sole trader' }],
    ['annual-turnover', { annualTurnover: '$1.5m+' }],
    ['industry', { industry: 'Construction' }],
    ['accounting-software', { accountingSoftware: 'Sage' }],
  ] as const)('%s needs a value for a business customer', (step, value) => {
    expect(isStepComplete(step, answers({ needsType: 'business' }))).toBe(false);
    expect(isStepComplete(step, answers({ needsType: 'business', ...value }))).toBe(true);
  });

  it.each(['business-type', 'industry', 'accounting-software'] as const)('%s accepts a skip ("Not specified")', (step) => {
    const skipped = answers({ needsType: 'business', businessType: NOT_SPECIFIED, industry: NOT_SPECIFIED, accountingSoftware: NOT_SPECIFIED });
    expect(isStepComplete(step, skipped)).toBe(true);
  });

  it('industry does not count blank text as a value', () => {
    expect(isStepComplete('industry', answers({ needsType: 'business', industry: '   ' }))).toBe(false);
  });

  it('the business steps do not block a personal customer', () => {
    for (const step of BUSINESS_STEPS) expect(isStepComplete(step, answers({ needsType: 'personal' }))).toBe(true);
  });

  it('age needs a choice', () => {
    expect(isStepComplete('age', answers())).toBe(false);
    expect(isStepComplete('age', answers({ age: '61 and over' }))).toBe(true);
  });

  it('email needs an address the server accepts', () => {
    expect(isStepComplete('email', answers())).toBe(false);
    expect(isStepComplete('email', answers({ email: 'not-an-email' }))).toBe(false);
    expect(isStepComplete('email', answers({ email: 'x@y' }))).toBe(false);
    expect(isStepComplete('email', answers({ email: 'x@y.co' }))).toBe(true);
  });

  it('final-details needs a mobile number the server accepts', () => {
    expect(isStepComplete('final-details', answers())).toBe(false);
    expect(isStepComplete('final-details', answers({ mobileNumber: '  ' }))).toBe(false);
    expect(isStepComplete('final-details', answers({ mobileNumber: 'call me' }))).toBe(false);
    expect(isStepComplete('final-details', answers({ mobileNumber: '07700 900123' }))).toBe(true);
  });
});

describe('resumeStep', () => {
  it('continues a complete draft where it was saved', () => {
    expect(resumeStep('annual-turnover', completeBusiness())).toBe('annual-turnover');
  });

  it('moves a personal draft saved on a business step to the next shown step', () => {
    expect(resumeStep('industry', answers({ needsType: 'personal', primaryServices: ['Income tax'], clientType: 'I want a new accountant' }))).toBe(
      'additional-info',
    );
  });

  it('goes back to the first unanswered step before the saved one', () => {
    expect(resumeStep('email', answers({ needsType: 'business', primaryServices: ['VAT'] }))).toBe('client-type');
  });
});

describe('stepForFieldErrors', () => {
  it('opens the earliest question a server message names, else the last step', () => {
    expect(stepForFieldErrors(['mobileNumber', 'email'])).toBe('email');
    expect(stepForFieldErrors(['postcode'])).toBe('location');
    expect(stepForFieldErrors(['email', 'country'])).toBe('location');
    expect(stepForFieldErrors([])).toBe('final-details');
  });
});

describe('typed steps', () => {
  it('hold the email and the mobile number to the shared rules before moving on, in their words', () => {
    expect(stepProblem('email', answers({ email: 'a@' }))).toBe('Please enter a valid email address');
    expect(isStepComplete('email', answers({ email: 'a@' }))).toBe(false);
    expect(canContinue('email', answers({ email: 'a@' }))).toBe(true);
    expect(stepProblem('email', answers({ email: ' Ada@Example.com ' }))).toBeUndefined();
    expect(stepProblem('final-details', answers({ mobileNumber: '12' }))).toBe('Mobile number must have at least 7 digits');
    expect(stepProblem('final-details', answers({ mobileNumber: '+44 7700 900123' }))).toBeUndefined();
  });

  it('offer Continue only once something is typed, and resume a draft at a typed answer that fails its rule', () => {
    expect(canContinue('email', answers())).toBe(false);
    expect(resumeStep('final-details', { ...completeBusiness(), email: 'a@' })).toBe('email');
  });
});

describe('the location step', () => {
  it('asks every customer, business or personal, and goes on once a country is chosen', () => {
    expect(isStepSkipped('location', answers({ needsType: 'personal' }))).toBe(false);
    expect(nextStep('age', answers({ needsType: 'personal' }))).toBe('location');
    expect(isStepComplete('location', answers())).toBe(false);
    expect(isStepComplete('location', answers({ country: 'Canada' }))).toBe(true);
  });

  it('sends a draft saved before the step existed back to it', () => {
    expect(resumeStep('email', { ...completeBusiness(), country: '' })).toBe('location');
  });
});
