import { zodResolver } from '@hookform/resolvers/zod';
import { BUSINESS_REQUEST_SERVICES } from '@ledgerlink/shared-schema';
import { CheckCircle2 } from 'lucide-react';
import type { FieldError } from '@ledgerlink/shared-schema';
import { useCallback, useEffect, useRef } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useReopenedOutboxItem, useStillQueued } from '../../offline/outbox';
import { ButtonLink } from '../../ui/ButtonLink';
import { FollowRequestLink } from '../../ui/FollowRequestLink';
import { QueuedNotice } from '../../ui/QueuedNotice';
import { formFieldErrors } from '../../ui/form/server-field-errors';
import { BudgetTimelineFields } from '../../ui/form/BudgetTimelineFields';
import { BusinessContactFields } from '../../ui/form/BusinessContactFields';
import { ControlledCheckboxes } from '../../ui/form/controlled';
import { FormSection } from '../../ui/form/Field';
import { focusFirstInvalid } from '../../ui/form/focus-first-invalid';
import { plainOptions } from '../../ui/form/SelectField';
import { HoneypotField } from '../../ui/form/HoneypotField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextArea, TextInput } from '../../ui/form/TextInput';
import { useShowServerErrorsOnce } from '../../ui/form/useShowServerErrorsOnce';
import { usePageMeta } from '../../ui/usePageMeta';
import {
  businessRequestFormSchema,
  businessRequestValuesOf,
  emptyBusinessRequest,
  type BusinessRequestFormInput,
  type BusinessRequestFormValues,
} from './business-request-form';
import { useBusinessRequest } from './useBusinessRequest';


const FORM_FIELDS = new Set(Object.keys(businessRequestFormSchema.shape));

export default function BusinessFormPage() {
  usePageMeta({ title: 'Business Registration', description: 'Describe your business and the help you need, and verified professionals will respond within 24-48 hours.' });
  // `?outbox={id}`: a request the server refused, reopened from the outbox panel with its answers.
  const editId = useSearchParams()[0].get('outbox') ?? undefined;
  const editing = useReopenedOutboxItem(editId);
  if (status(editId, editing) === 'loading') return null;
  return <BusinessRequestScreen editId={editing ? editId : undefined} initial={editing ? businessRequestValuesOf(editing.payload) : null} serverErrors={editing?.fieldErrors ?? []} />;
}

const status = (editId: string | undefined, item: unknown) => (editId && item === undefined ? 'loading' : 'ready');

interface ScreenProps {
  editId: string | undefined;
  initial: BusinessRequestFormInput | null;
  serverErrors: FieldError[];
}

function BusinessRequestScreen({ editId, initial, serverErrors }: ScreenProps) {
  const form = useForm<BusinessRequestFormInput, unknown, BusinessRequestFormValues>({
    resolver: zodResolver(businessRequestFormSchema),
    defaultValues: initial ?? emptyBusinessRequest,
    shouldFocusError: false,
  });
  const { setError } = form;
  const showFieldErrors = useCallback(
    (fieldErrors: readonly FieldError[]) => {
      for (const { path, message } of formFieldErrors(fieldErrors, FORM_FIELDS).onFields) {
        setError(path as Path<BusinessRequestFormInput>, { type: 'server', message }, { shouldFocus: true });
      }
    },
    [setError],
  );
  const { submit, status: sendStatus, outboxId } = useBusinessRequest(showFieldErrors, editId);
  useShowServerErrorsOnce(serverErrors, showFieldErrors);

  if (sendStatus === 'sent' || sendStatus === 'queued') return <RequestSubmitted queued={sendStatus === 'queued'} outboxId={outboxId} />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Tell us what your business needs</h1>
      <p className="mt-2 text-muted">Describe your business and the help you need. Verified professionals will respond within 24-48 hours. Free, with no commission.</p>
      <BusinessRequestForm form={form} pending={sendStatus === 'pending'} onSubmit={submit} />
    </section>
  );
}

interface FormProps {
  form: ReturnType<typeof useForm<BusinessRequestFormInput, unknown, BusinessRequestFormValues>>;
  pending: boolean;
  onSubmit: (values: BusinessRequestFormValues) => Promise<unknown>;
}

function BusinessRequestForm({ form, pending, onSubmit }: FormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const formRef = useRef<HTMLFormElement>(null);

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, () => focusFirstInvalid(formRef.current))} className="relative mt-6 flex flex-col gap-6" aria-label="Business request">
      <HoneypotField {...register('homepage')} />
      <FormSection title="About your business">
        <BusinessContactFields control={control} />
      </FormSection>

      <FormSection title="What you need">
        <ControlledCheckboxes
          control={control}
          name="services"
          legend="Services Needed"
          required
          options={plainOptions(BUSINESS_REQUEST_SERVICES)}
        />
        <TextInput label="Other Services" className="sm:col-span-2" placeholder="Anything not listed above" error={errors.otherServices?.message} {...register('otherServices')} />
        <BudgetTimelineFields control={control} />
        <TextArea label="Additional Notes" placeholder="Anything else professionals should know" error={errors.notes?.message} {...register('notes')} />
      </FormSection>

      <SubmitButton pending={pending} pendingLabel="Submitting..." className="w-full sm:w-auto sm:self-end">
        Submit Request
      </SubmitButton>
    </form>
  );
}

function RequestSubmitted({ queued: savedHere, outboxId }: { queued: boolean; outboxId: string | undefined }) {
  const queued = useStillQueued(savedHere, outboxId);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form was long and the visitor pressed submit at its bottom: on a phone the short success view
  // would otherwise sit above the fold. Bring it to the top and move focus to its heading.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center" aria-live="polite">
      <CheckCircle2 className="h-14 w-14 text-accent-600" aria-hidden="true" />
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink focus:outline-none sm:text-3xl">
        {queued ? 'Request saved on this device' : 'Request submitted successfully'}
      </h1>
      {queued ? <QueuedNotice className="mt-4" /> : null}
      <p className="mt-3 text-lg text-muted">
        {queued ? 'Once it is sent, qualified bookkeepers will review your request and get back to you within 24-48 hours.' : 'Thank you. Qualified bookkeepers will review your request and get back to you within 24-48 hours.'}
      </p>
      <FollowRequestLink outboxId={outboxId} className="mt-6 w-full" />
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to="/marketplace">Browse Professionals</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
