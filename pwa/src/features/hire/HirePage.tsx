import { zodResolver } from '@hookform/resolvers/zod';
import { HIRE_BUSINESS_SIZES, HIRE_SERVICES, type FieldError } from '@ledgerlink/shared-schema';
import { ArrowLeft, Circle, SearchX } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router-dom';
import { useReopenedOutboxItem } from '../../offline/outbox';
import { formFieldErrors } from '../../ui/form/server-field-errors';
import { ButtonLink } from '../../ui/ButtonLink';
import { MarketplaceLinks } from '../../ui/MarketplaceLinks';
import { BudgetTimelineFields } from '../../ui/form/BudgetTimelineFields';
import { BusinessContactFields } from '../../ui/form/BusinessContactFields';
import { ControlledCheckboxes, ControlledChoice } from '../../ui/form/controlled';
import { localDateInputValue } from '../../lib/date';
import { FormSection } from '../../ui/form/Field';
import { focusFirstInvalid } from '../../ui/form/focus-first-invalid';
import { plainOptions } from '../../ui/form/SelectField';
import { HoneypotField } from '../../ui/form/HoneypotField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextArea, TextInput } from '../../ui/form/TextInput';
import { useShowServerErrorsOnce } from '../../ui/form/useShowServerErrorsOnce';
import { usePageCrumb } from '../../ui/page-crumb';
import { usePageMeta } from '../../ui/usePageMeta';
import { emptyHireForm, HIRE_FIELD_NAMES, hireFormSchema, hireValuesOf, type HireFormInput, type HireFormValues } from './hire-form';
import { ProviderSummaryCard } from './ProviderSummaryCard';
import { useHireRequest } from './useHireRequest';
import { useProviderBySlug, type ProviderLookup } from './useProviderBySlug';


function pageMeta(lookup: ProviderLookup) {
  if (lookup.status !== 'found') return { title: 'Hire a Professional', description: 'Send a booking request with your business and project details.' };
  const { fullName, businessName, location } = lookup.bookkeeper;
  return {
    title: `Hire ${fullName}`,
    description: `Send a booking request to ${fullName}${businessName ? ` (${businessName})` : ''} in ${location}. Free, no commission, direct connection.`,
  };
}

export default function HirePage() {
  const { slug = '' } = useParams();
  const lookup = useProviderBySlug(slug);
  usePageMeta(pageMeta(lookup));
  usePageCrumb(lookup.status === 'found' ? `Hire ${lookup.bookkeeper.fullName}` : undefined);

  // `?outbox={id}`: a hire the server refused, reopened from the outbox panel with its answers.
  const editId = useSearchParams()[0].get('outbox') ?? undefined;
  const editing = useReopenedOutboxItem(editId);

  if (lookup.status === 'loading' || (editId && editing === undefined)) return <HireSkeleton />;
  if (lookup.status === 'not-found') return <ProviderNotFound />;
  if (!lookup.bookkeeper.isAvailable) return <NotTakingClients provider={lookup.bookkeeper} reviewCount={lookup.reviews.length} />;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Hire {lookup.bookkeeper.fullName}</h1>
      <p className="mt-2 max-w-2xl text-muted">Tell {lookup.bookkeeper.fullName} about your business and project. It is free, and they will contact you directly.</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="lg:order-2 lg:sticky lg:top-24">
          <ProviderSummaryCard provider={lookup.bookkeeper} reviewCount={lookup.reviews.length} />
        </div>
        <HireForm
          provider={lookup.bookkeeper}
          editId={editing ? editId : undefined}
          initial={editing ? hireValuesOf(editing.payload) : null}
          serverErrors={editing?.fieldErrors ?? []}
        />
      </div>
      <MarketplaceLinks provider={lookup.bookkeeper} />
    </section>
  );
}

const FORM_FIELDS = new Set(Object.keys(hireFormSchema.shape));

interface HireFormProps {
  provider: { id: string; slug: string; fullName: string };
  editId: string | undefined;
  initial: HireFormInput | null;
  serverErrors: FieldError[];
}

function HireForm({ provider, editId, initial, serverErrors }: HireFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<HireFormInput, unknown, HireFormValues>({ resolver: zodResolver(hireFormSchema), defaultValues: initial ?? emptyHireForm, shouldFocusError: false });
  const showFieldErrors = useCallback(
    (fieldErrors: readonly FieldError[]) => {
      for (const { path, message } of formFieldErrors(fieldErrors, FORM_FIELDS, HIRE_FIELD_NAMES).onFields) {
        setError(path as Path<HireFormInput>, { type: 'server', message }, { shouldFocus: true });
      }
    },
    [setError],
  );
  const { submit, pending } = useHireRequest(provider, showFieldErrors, editId);
  useShowServerErrorsOnce(serverErrors, showFieldErrors);

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(submit, () => focusFirstInvalid(formRef.current))} className="relative flex flex-col gap-6 lg:order-1" aria-label="Booking request">
      <HoneypotField {...register('homepage')} />
      <FormSection title="Business details" description="Who the professional will be working with.">
        <BusinessContactFields control={control} />
        <ControlledChoice
          control={control}
          name="businessSize"
          legend="Business Size"
          options={plainOptions(HIRE_BUSINESS_SIZES)}
        />
      </FormSection>

      <FormSection title="Booking details" description="What you need and when.">
        <ControlledCheckboxes
          control={control}
          name="services"
          legend="Services Needed"
          required
          options={plainOptions(HIRE_SERVICES)}
        />
        <BudgetTimelineFields control={control} />
        <TextInput label="Start Date" type="date" required min={localDateInputValue()} error={errors.startDate?.message} {...register('startDate')} />
        <TextInput
          label="Estimated Hours"
          inputMode="numeric"
          hint="Optional: hours per month, whole numbers only."
          error={errors.estimatedHours?.message}
          {...register('estimatedHours')}
        />
        <TextArea label="Project Description" placeholder="Describe the work you need done" error={errors.projectDescription?.message} {...register('projectDescription')} />
        <TextArea label="Additional Notes" rows={3} error={errors.notes?.message} {...register('notes')} />
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <ButtonLink to={`/bookkeeper/${provider.slug}`} variant="secondary">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Profile
        </ButtonLink>
        <SubmitButton pending={pending} pendingLabel="Sending Request...">
          Send Request
        </SubmitButton>
      </div>
    </form>
  );
}

/** A listed provider who is not taking new clients: the state, the way back, and no form. */
function NotTakingClients({ provider, reviewCount }: { provider: Parameters<typeof ProviderSummaryCard>[0]['provider']; reviewCount: number }) {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Hire {provider.fullName}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="lg:order-2">
          <ProviderSummaryCard provider={provider} reviewCount={reviewCount} />
        </div>
        <div className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:order-1" role="status">
          <p className="inline-flex items-center gap-2 text-lg font-semibold text-ink">
            <Circle className="h-5 w-5 text-slate-500" aria-hidden="true" />
            Not taking new clients
          </p>
          <p className="mt-2 text-muted">{provider.fullName} is not accepting new booking requests right now. Other verified professionals can help you today.</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/marketplace">Browse professionals</ButtonLink>
            <ButtonLink to={`/bookkeeper/${provider.slug}`} variant="secondary">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Back to Profile
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

function HireSkeleton() {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8" aria-busy="true">
      <span className="sr-only" role="status">
        Loading professional…
      </span>
      <div className="h-8 w-64 animate-pulse rounded bg-slate-200" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6">
          {[0, 1].map((card) => (
            <div key={card} className="h-80 animate-pulse rounded-card bg-slate-100" />
          ))}
        </div>
        <div className="h-56 animate-pulse rounded-card bg-slate-100" />
      </div>
    </section>
  );
}

function ProviderNotFound() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      <SearchX className="h-12 w-12 text-muted" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-ink">Professional not found</h1>
      <p className="mt-2 text-muted">This professional is not listed. The profile may not exist, may be under review, or may have been removed.</p>
      <ButtonLink to="/marketplace" className="mt-6">
        Browse professionals
      </ButtonLink>
    </section>
  );
}
