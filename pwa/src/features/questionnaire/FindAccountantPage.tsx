import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { FieldError } from '@ledgerlink/shared-schema';
import { useReopenedOutboxItem } from '../../offline/outbox';
import { PROGRESS_ANIMATION_MS } from '@ledgerlink/shared-schema';
import { PageLoading } from '../../ui/PageLoading';
import { usePageMeta } from '../../ui/usePageMeta';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import { buttonClasses } from '../../ui/ButtonLink';
import { HoneypotField } from '../../ui/form/HoneypotField';
import { answersOf, toOnboardingRequest, type QuestionnaireAnswers } from './questionnaire-answers';
import type { QuestionnaireDraft } from './questionnaire-state';
import {
  canContinue,
  FIRST_STEP,
  LAST_STEP,
  nextStep,
  previousStep,
  progressFraction,
  stepForFieldErrors,
  stepIndex,
  stepProblem,
  STEPS,
} from './questionnaire-steps';
import { STEP_INPUT_ID, STEP_TEXT, StepFields } from './StepFields';
import { useQuestionnaireState } from './useQuestionnaireState';
import { useQuestionnaireSubmission } from './useQuestionnaireSubmission';

const HEADING_ID = 'questionnaire-step-heading';

export default function FindAccountantPage() {
  usePageMeta({
    title: 'Find an Accountant',
    description: 'Answer a few quick questions and we will match you with 1-3 qualified accountants, with details emailed within 24 hours.',
  });
  // `?outbox={id}`: answers the server refused, reopened from the outbox panel.
  const editId = useSearchParams()[0].get('outbox') ?? undefined;
  const item = useReopenedOutboxItem(editId);
  if (editId && item === undefined) return <PageLoading />;
  const answers = item ? answersOf(item.payload) : null;
  if (!item || !answers) return <Questionnaire />;
  const editing: QuestionnaireDraft = { step: stepForFieldErrors(item.fieldErrors.map((error) => error.path)), answers, idempotencyKey: item.id, keyUsed: true };
  return <Questionnaire editId={item.id} editing={editing} initialErrors={item.fieldErrors} />;
}

interface QuestionnaireProps {
  editId?: string;
  editing?: QuestionnaireDraft;
  initialErrors?: FieldError[];
}

function Questionnaire({ editId, editing, initialErrors = [] }: QuestionnaireProps) {
  const { slug } = useParams();
  const navigate = useNavigate();
  const { state, saveFailed, updateAnswers, goTo, markAttempted, discardDraft } = useQuestionnaireState(editing);
  const { submit, isSubmitting, serverErrors } = useQuestionnaireSubmission({ slug, onQueued: discardDraft, editId });
  const shownErrors = serverErrors.length > 0 ? serverErrors : initialErrors;
  const { ready, step, answers, idempotencyKey } = state;
  const [checkedStep, setCheckedStep] = useState<typeof step>();
  const [homepage, setHomepage] = useState('');

  // Move focus to the new question so screen readers announce it; not on first render.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (!ready) {
      shownStep.current = step;
      return;
    }
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [ready, step]);

  const advance = useCallback(
    (from: typeof step, withAnswers: QuestionnaireAnswers) => {
      const target = nextStep(from, withAnswers);
      if (target) goTo(target);
    },
    [goTo],
  );

  const skip = useCallback(
    (update: (answers: QuestionnaireAnswers) => QuestionnaireAnswers) => {
      const updated = update(answers);
      updateAnswers(() => updated);
      advance(step, updated);
    },
    [advance, answers, step, updateAnswers],
  );

  if (!ready) return <PageLoading />;

  const complete = canContinue(step, answers);
  // Once Continue was pressed on a typed step, its rule's message shows beside the field until the answer passes.
  const problem = checkedStep === step ? stepProblem(step, answers) : undefined;
  const isLast = step === LAST_STEP;
  const back = previousStep(step, answers);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || isSubmitting) return;
    if (stepProblem(step, answers)) {
      setCheckedStep(step);
      document.getElementById(STEP_INPUT_ID)?.focus();
      return;
    }
    if (!isLast) {
      advance(step, answers);
      return;
    }
    const request = toOnboardingRequest(answers, slug);
    if (!request) return;
    markAttempted();
    void submit({ ...request, homepage }, idempotencyKey);
  };

  const text = STEP_TEXT[step];
  return (
    <section className="mx-auto w-full max-w-2xl px-4 pb-12 pt-4 sm:px-6 sm:pt-8">
      <div className="flex items-center gap-4">
        <ProgressBar fraction={progressFraction(step)} stepNumber={stepIndex(step) + 1} />
        <button
          type="button"
          aria-label="Close"
          onClick={() => navigate('/')}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-slate-100 hover:text-ink"
        >
          <X className="size-6" aria-hidden="true" />
        </button>
      </div>

      {shownErrors.length > 0 ? <ServerErrors errors={shownErrors} /> : null}

      <form onSubmit={onSubmit} className="relative mt-6 sm:mt-10" noValidate>
        <HoneypotField value={homepage} onChange={(event) => setHomepage(event.target.value)} />
        <h1 id={HEADING_ID} ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl">
          {text.title}
        </h1>
        {text.lead ? <p className="mt-2 text-muted">{text.lead}</p> : null}
        <div className="mt-6">
          <StepFields step={step} answers={answers} headingId={HEADING_ID} problem={problem} onChange={updateAnswers} onSkip={skip} />
        </div>

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          {step !== FIRST_STEP && back ? (
            <button type="button" onClick={() => goTo(back)} disabled={isSubmitting} className={`${buttonClasses('secondary')} disabled:opacity-50`}>
              Previous
            </button>
          ) : (
            <span aria-hidden="true" />
          )}
          <button
            type="submit"
            disabled={!complete || isSubmitting}
            className={`${buttonClasses(isLast ? 'accent' : 'primary')} disabled:cursor-not-allowed disabled:opacity-50 sm:min-w-44`}
          >
            {isLast ? (isSubmitting ? 'Submitting...' : 'Submit Application') : 'Continue'}
          </button>
        </div>
      </form>
      {saveFailed ? (
        <p role="status" className="mt-6 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          This browser is not letting us save your answers on this device, so keep this page open until you submit.
        </p>
      ) : null}
    </section>
  );
}

function ProgressBar({ fraction, stepNumber }: { fraction: number; stepNumber: number }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <div
      role="progressbar"
      aria-label="Questionnaire progress"
      aria-valuemin={1}
      aria-valuemax={STEPS.length}
      aria-valuenow={stepNumber}
      aria-valuetext={`Step ${stepNumber} of ${STEPS.length}`}
      className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
    >
      <div
        data-testid="questionnaire-progress"
        className="h-full rounded-full bg-brand-600"
        style={{ width: `${fraction * 100}%`, transition: reducedMotion ? 'none' : `width ${PROGRESS_ANIMATION_MS}ms ease-out` }}
      />
    </div>
  );
}

/** The server's messages on a refused questionnaire: its fields sit on different steps, so they are listed together. */
function ServerErrors({ errors }: { errors: FieldError[] }) {
  return (
    <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">Please check these answers and submit again:</p>
      <ul className="mt-1 list-disc pl-5">
        {errors.map((error) => (
          <li key={`${error.path}:${error.message}`}>{error.message}</li>
        ))}
      </ul>
    </div>
  );
}
