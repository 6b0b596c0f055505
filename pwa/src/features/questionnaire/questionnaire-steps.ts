import { emailAddress, phoneNumber } from '@ledgerlink/shared-schema';
import type { QuestionnaireAnswers } from './questionnaire-answers';

/**
 * The guided questionnaire's steps (spec §2, §4, §5, plus where the customer is) as pure functions: which steps exist,
 * which a customer skips, and when Continue is allowed. The page only renders what these decide.
 */
export const STEPS = [
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
] as const;
export type StepId = (typeof STEPS)[number];

export const FIRST_STEP: StepId = 'needs-type';
export const LAST_STEP: StepId = 'final-details';

/** Questions about a business: a personal customer never sees them. */
const BUSINESS_ONLY_STEPS: ReadonlySet<StepId> = new Set(['business-type', 'annual-turnover', 'industry', 'accounting-software']);

export const isStepId = (value: string): value is StepId => (STEPS as readonly string[]).includes(value);

export const stepIndex = (step: StepId): number => STEPS.indexOf(step);

export function isStepSkipped(step: StepId, answers: QuestionnaireAnswers): boolean {
  return answers.needsType === 'personal' && BUSINESS_ONLY_STEPS.has(step);
}

/** Whether Continue (or Submit, on the last step) is allowed on this step (spec §5). */
export function isStepComplete(step: StepId, answers: QuestionnaireAnswers): boolean {
  switch (step) {
    case 'needs-type':
      return answers.needsType !== '';
    case 'primary-services':
      return answers.primaryServices.length > 0;
    case 'additional-services':
    case 'additional-info':
      return true;
    case 'client-type':
      return answers.clientType !== '';
    case 'business-type':
      return isStepSkipped(step, answers) || answers.businessType !== '';
    case 'annual-turnover':
      return isStepSkipped(step, answers) || answers.annualTurnover !== '';
    case 'industry':
      return isStepSkipped(step, answers) || answers.industry.trim() !== '';
    case 'accounting-software':
      return isStepSkipped(step, answers) || answers.accountingSoftware !== '';
    case 'age':
      return answers.age !== '';
    case 'location':
      return answers.country !== '';
    case 'email':
    case 'final-details':
      return stepProblem(step, answers) === undefined;
  }
}

const EMAIL_RULE = emailAddress();
const MOBILE_RULE = phoneNumber('Mobile number');

/**
 * Why a typed answer cannot go on, in the server's own words (the shared rules), or undefined. Only
 * the typed steps have one: a choice step is simply unanswered until a card is picked.
 */
export function stepProblem(step: StepId, answers: QuestionnaireAnswers): string | undefined {
  const rule = step === 'email' ? EMAIL_RULE : step === 'final-details' ? MOBILE_RULE : undefined;
  const value = step === 'email' ? answers.email : answers.mobileNumber;
  return rule?.safeParse(value).error?.issues[0]?.message;
}

/**
 * Whether Continue is offered: a typed step as soon as something is typed (pressing it then says
 * what is wrong with it, beside the field), any other step once it is complete.
 */
export function canContinue(step: StepId, answers: QuestionnaireAnswers): boolean {
  if (step === 'email') return answers.email.trim() !== '';
  if (step === 'final-details') return answers.mobileNumber.trim() !== '';
  return isStepComplete(step, answers);
}

function walk(current: StepId, answers: QuestionnaireAnswers, direction: 1 | -1): StepId | null {
  for (let index = stepIndex(current) + direction; index >= 0 && index < STEPS.length; index += direction) {
    const step = STEPS[index]!;
    if (!isStepSkipped(step, answers)) return step;
  }
  return null;
}

/** The next step the customer sees, or null after the last one. */
export const nextStep = (current: StepId, answers: QuestionnaireAnswers): StepId | null => walk(current, answers, 1);

/** The previous step the customer sees, or null on the first one. */
export const previousStep = (current: StepId, answers: QuestionnaireAnswers): StepId | null => walk(current, answers, -1);

/**
 * Where a restored draft continues: the saved step, unless it is skipped for these answers (then
 * the next shown step) or an earlier shown step is unanswered (then that one), so a resumed
 * questionnaire can never be submitted with a gap.
 */
export function resumeStep(saved: StepId, answers: QuestionnaireAnswers): StepId {
  let target: StepId = saved;
  if (isStepSkipped(target, answers)) target = nextStep(target, answers) ?? LAST_STEP;
  for (const step of STEPS.slice(0, stepIndex(target))) {
    if (!isStepSkipped(step, answers) && !isStepComplete(step, answers)) return step;
  }
  return target;
}

/** Progress shown in the bar: (current step + 1) / total steps (spec §2). */
export const progressFraction = (step: StepId): number => (stepIndex(step) + 1) / STEPS.length;

/** The step that asks each request field, so the server's message on a field reopens that question. */
const STEP_OF_FIELD: Readonly<Record<string, StepId>> = {
  needsType: 'needs-type',
  primaryServices: 'primary-services',
  additionalServices: 'additional-services',
  clientType: 'client-type',
  businessType: 'business-type',
  annualTurnover: 'annual-turnover',
  industry: 'industry',
  accountingSoftware: 'accounting-software',
  additionalInfo: 'additional-info',
  age: 'age',
  country: 'location',
  city: 'location',
  postcode: 'location',
  email: 'email',
  mobileNumber: 'final-details',
  emailUpdates: 'final-details',
};

/** Where an edit of a refused questionnaire opens: the earliest step a field message names, else the last. */
export function stepForFieldErrors(paths: readonly string[]): StepId {
  const steps = paths.map((path) => STEP_OF_FIELD[path.split('.')[0] ?? path]).filter((step): step is StepId => step !== undefined);
  return steps.sort((a, b) => stepIndex(a) - stepIndex(b))[0] ?? LAST_STEP;
}
