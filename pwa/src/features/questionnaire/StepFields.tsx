import * as Checkbox from '@radix-ui/react-checkbox';
import { Briefcase, Check, User, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ACCOUNTING_SOFTWARE,
  AGE_RANGES,
  ANNUAL_TURNOVERS,
  BUSINESS_TYPES,
  CLIENT_TYPES,
  NOT_SPECIFIED,
  QUESTIONNAIRE_SOCIAL_PROOF_COUNT,
} from '@ledgerlink/shared-schema';
import { additionalServicesFor, primaryServicesFor, toggleOption, withNeedsType, type QuestionnaireAnswers } from './questionnaire-answers';
import type { StepId } from './questionnaire-steps';
import { LocationStep } from './LocationStep';
import { OptionCards, type CardOption } from './OptionCards';

/** Each step's heading (spec §2) and an optional line under it. */
export const STEP_TEXT: Record<StepId, { title: string; lead?: string }> = {
  'needs-type': { title: 'I need some help with' },
  'primary-services': { title: "In particular I'd like help on", lead: 'Choose all that apply.' },
  'additional-services': { title: 'What other services do you require?', lead: 'Optional: choose any that apply.' },
  'client-type': { title: 'Thanks! Which of these describes you best?' },
  'business-type': { title: 'Please describe your business' },
  'annual-turnover': { title: 'What is your annual turnover?' },
  industry: { title: 'What industry is your business in?' },
  'accounting-software': { title: 'Which accounting software do you use?' },
  'additional-info': { title: 'Please tell us what you need help with', lead: 'Optional: anything that helps us pick the right accountant.' },
  age: { title: 'How old are you?' },
  location: {
    title: 'Where are you based?',
    lead: 'Tax, payroll and accounting rules differ from country to country, so we only match you with professionals in yours.',
  },
  email: { title: 'Almost done. Where should we send your match?', lead: "We'll send your advisor's details to this email address." },
  'final-details': { title: 'Finally, what is your mobile number?' },
};

const NEEDS_TYPE_OPTIONS: CardOption[] = [
  { value: 'business', label: 'My business', description: 'New business, sole trader, limited company', icon: <Briefcase className="size-6" /> },
  { value: 'personal', label: 'Personal tax & finances', description: 'Self assessment, personal income tax, capital gains tax', icon: <User className="size-6" /> },
];

const asOptions = (values: readonly string[]): CardOption[] => values.map((value) => ({ value, label: value }));

export type AnswersUpdate = (update: (answers: QuestionnaireAnswers) => QuestionnaireAnswers) => void;

interface StepFieldsProps {
  step: StepId;
  answers: QuestionnaireAnswers;
  headingId: string;
  /** What is wrong with the typed answer, shown beside its field. */
  problem?: string | undefined;
  onChange: AnswersUpdate;
  /** Stores the given answers change and moves on (the skip links). */
  onSkip: (update: (answers: QuestionnaireAnswers) => QuestionnaireAnswers) => void;
}

/** The typed steps' field (one per step), focused when Continue finds a problem with it. */
export const STEP_INPUT_ID = 'questionnaire-answer';
const PROBLEM_ID = 'questionnaire-answer-problem';

function Problem({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={PROBLEM_ID} role="alert" className="mt-2 text-sm font-medium text-red-700">
      {text}
    </p>
  );
}

const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-100';

function SkipButton({ onClick, children = 'Skip this question' }: { onClick: () => void; children?: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="mt-4 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
      {children}
    </button>
  );
}

function HowWeMatchLink() {
  return (
    <Link to="/how-matching-works" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
      How we match you
    </Link>
  );
}

/** The inputs of one step; the page owns the heading, progress and navigation. */
export function StepFields({ step, answers, headingId, problem, onChange, onSkip }: StepFieldsProps) {
  const single = (field: 'clientType' | 'businessType' | 'annualTurnover' | 'accountingSoftware' | 'age', values: readonly string[], columns: 1 | 2 = 1) => (
    <OptionCards
      type="radio"
      name={field}
      labelledBy={headingId}
      options={asOptions(values)}
      selected={[answers[field]]}
      onToggle={(value) => onChange((current) => ({ ...current, [field]: value }))}
      columns={columns}
    />
  );
  const skipWithNotSpecified = (field: 'businessType' | 'industry' | 'accountingSoftware') => (
    <SkipButton onClick={() => onSkip((current) => ({ ...current, [field]: NOT_SPECIFIED }))} />
  );

  switch (step) {
    case 'needs-type':
      return (
        <>
          <OptionCards
            type="radio"
            name="needsType"
            labelledBy={headingId}
            options={NEEDS_TYPE_OPTIONS}
            selected={[answers.needsType]}
            onToggle={(value) => onChange((current) => withNeedsType(current, value === 'personal' ? 'personal' : 'business'))}
          />
          <p className="mt-6 text-sm text-muted">
            Know who you are looking for?{' '}
            <Link to="/marketplace" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              Search our marketplace directly
            </Link>
          </p>
          <p className="mt-2 text-sm text-muted">
            Curious how we pick your accountants? <HowWeMatchLink />
          </p>
        </>
      );
    case 'primary-services':
      return (
        <OptionCards
          type="checkbox"
          name="primaryServices"
          labelledBy={headingId}
          options={asOptions(primaryServicesFor(answers.needsType))}
          selected={answers.primaryServices}
          onToggle={(value) => onChange((current) => ({ ...current, primaryServices: toggleOption(current.primaryServices, value) }))}
          columns={2}
        />
      );
    case 'additional-services':
      return (
        <>
          <OptionCards
            type="checkbox"
            name="additionalServices"
            labelledBy={headingId}
            options={asOptions(additionalServicesFor(answers.needsType))}
            selected={answers.additionalServices}
            onToggle={(value) => onChange((current) => ({ ...current, additionalServices: toggleOption(current.additionalServices, value) }))}
            columns={2}
          />
          <SkipButton onClick={() => onSkip((current) => ({ ...current, additionalServices: [] }))} />
        </>
      );
    case 'client-type':
      return single('clientType', CLIENT_TYPES);
    case 'business-type':
      return (
        <>
          {single('businessType', BUSINESS_TYPES)}
          {skipWithNotSpecified('businessType')}
        </>
      );
    case 'annual-turnover':
      return single('annualTurnover', ANNUAL_TURNOVERS, 2);
    case 'industry':
      return (
        <>
          <label htmlFor="questionnaire-industry" className="sr-only">
            Industry
          </label>
          <input
            id="questionnaire-industry"
            type="text"
            autoComplete="organization-title"
            placeholder="Enter your industry"
            value={answers.industry}
            onChange={(event) => {
              const industry = event.target.value;
              onChange((current) => ({ ...current, industry }));
            }}
            className={inputClasses}
          />
          {skipWithNotSpecified('industry')}
        </>
      );
    case 'accounting-software':
      return (
        <>
          {single('accountingSoftware', ACCOUNTING_SOFTWARE, 2)}
          {skipWithNotSpecified('accountingSoftware')}
        </>
      );
    case 'additional-info':
      return (
        <>
          <label htmlFor="questionnaire-additional-info" className="sr-only">
            What you need help with
          </label>
          <textarea
            id="questionnaire-additional-info"
            rows={6}
            placeholder="For example: I need help filing my first self assessment return."
            value={answers.additionalInfo}
            onChange={(event) => {
              const additionalInfo = event.target.value;
              onChange((current) => ({ ...current, additionalInfo }));
            }}
            className={inputClasses}
          />
        </>
      );
    case 'location':
      return <LocationStep answers={answers} inputId={STEP_INPUT_ID} inputClasses={inputClasses} onChange={onChange} />;
    case 'age':
      return single('age', AGE_RANGES);
    case 'email':
      return (
        <>
          <label htmlFor={STEP_INPUT_ID} className="mb-2 block font-semibold text-ink">
            Email address
          </label>
          <input
            id={STEP_INPUT_ID}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? PROBLEM_ID : undefined}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={answers.email}
            onChange={(event) => {
              const email = event.target.value;
              onChange((current) => ({ ...current, email }));
            }}
            className={inputClasses}
          />
          <Problem text={problem} />
        </>
      );
    case 'final-details':
      return (
        <>
          <label htmlFor={STEP_INPUT_ID} className="mb-2 block font-semibold text-ink">
            Mobile number
          </label>
          <input
            id={STEP_INPUT_ID}
            aria-invalid={problem ? true : undefined}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={answers.mobileNumber}
            aria-describedby={problem ? `${PROBLEM_ID} questionnaire-mobile-note` : 'questionnaire-mobile-note'}
            onChange={(event) => {
              const mobileNumber = event.target.value;
              onChange((current) => ({ ...current, mobileNumber }));
            }}
            className={inputClasses}
          />
          <Problem text={problem} />
          <p id="questionnaire-mobile-note" className="mt-2 text-sm text-muted">
            We only share your number with the adviser you are matched with.
          </p>
          <div className="mt-5 flex items-start gap-3">
            <Checkbox.Root
              id="questionnaire-email-updates"
              checked={answers.emailUpdates}
              onCheckedChange={(checked) => onChange((current) => ({ ...current, emailUpdates: checked === true }))}
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
            >
              <Checkbox.Indicator>
                <Check className="size-4 text-white" aria-hidden="true" />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <label htmlFor="questionnaire-email-updates" className="text-sm text-ink">
              Send me occasional emails with tips and updates from LedgerLink
            </label>
          </div>
          <p className="mt-5 flex items-center gap-2 rounded-lg bg-accent-50 px-4 py-3 text-sm font-semibold text-accent-700">
            <Users className="size-5 shrink-0" aria-hidden="true" />
            {QUESTIONNAIRE_SOCIAL_PROOF_COUNT} people did this in the past 24 hours
          </p>
          <p className="mt-5 text-xs leading-relaxed text-muted">
            By submitting, you agree to our{' '}
            <Link to="/terms" className="font-semibold text-brand-700 underline underline-offset-2">
              Terms of Service
            </Link>{' '}
            and consent to LedgerLink using your answers and contact details to match you with up to three accountants and
            pass your details to them, as described in our{' '}
            <Link to="/privacy" className="font-semibold text-brand-700 underline underline-offset-2">
              Privacy Policy
            </Link>
            . <HowWeMatchLink />
          </p>
        </>
      );
  }
}
