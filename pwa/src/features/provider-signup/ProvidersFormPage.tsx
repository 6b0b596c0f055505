import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROVIDER_SERVICE_LABELS,
  PROVIDER_SERVICES,
  SERVICE_AREAS,
  TARGET_BUSINESS_SIZE_LABELS,
  TARGET_BUSINESS_SIZES,
  type FieldError,
} from '@ledgerlink/shared-schema';
import { Building2, User, WifiOff } from 'lucide-react';
import { useCallback } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ControlledCheckboxes, ControlledSelect } from '../../ui/form/controlled';
import { ChoiceGroup } from '../../ui/form/ChoiceGroup';
import { FormSection } from '../../ui/form/Field';
import { labelledOptions, plainOptions, SelectField } from '../../ui/form/SelectField';
import { HoneypotField } from '../../ui/form/HoneypotField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextArea, TextInput } from '../../ui/form/TextInput';
import { useOnlineStatus } from '../../ui/form/useOnlineStatus';
import { usePlaceLists } from '../../ui/use-place-lists';
import { usePageMeta } from '../../ui/usePageMeta';
import { emptyRegistration, locationOf, registrationFormSchema, type RegistrationFormInput, type RegistrationFormValues } from './registration-form';
import { FirmSection, IndividualSection } from './TypeSpecificSections';
import { UsernameField } from './UsernameField';
import { useProviderRegistration } from './useProviderRegistration';
import { useUsernameAvailability } from './useUsernameAvailability';

const PROVIDER_TYPE_OPTIONS = [
  { value: 'individual', label: 'Individual Professional', description: 'A freelance bookkeeper or accountant', icon: <User className="h-4 w-4" aria-hidden="true" /> },
  { value: 'firm', label: 'Accounting Firm', description: 'A practice with a team', icon: <Building2 className="h-4 w-4" aria-hidden="true" /> },
];
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const asString = (value: unknown) => (typeof value === 'string' ? value : '');
const FORM_FIELDS = new Set(Object.keys(registrationFormSchema.shape));

export default function ProvidersFormPage() {
  usePageMeta({ title: 'Provider Registration', description: 'Create your free profile as an individual professional or a firm and start receiving leads from businesses.' });
  const online = useOnlineStatus();
  const places = usePlaceLists();
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({ resolver: zodResolver(registrationFormSchema), defaultValues: emptyRegistration });
  const {
    register,
    control,
    setValue,
    setError,
    handleSubmit,
    formState: { errors },
  } = form;

  const showServerErrors = useCallback(
    (fieldErrors: FieldError[]) => {
      for (const { path, message } of fieldErrors) {
        const field = path === 'location' ? 'city' : path;
        if (FORM_FIELDS.has(field)) setError(field as Path<RegistrationFormInput>, { type: 'server', message }, { shouldFocus: true });
      }
    },
    [setError],
  );
  const { submit, status } = useProviderRegistration(showServerErrors);

  const providerType = useWatch({ control, name: 'providerType' });
  const country = asString(useWatch({ control, name: 'country' }));
  const username = asString(useWatch({ control, name: 'username' }));
  const availability = useUsernameAvailability(username);
  const isFirm = providerType === 'firm';

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Join LedgerLink as a professional</h1>
      <p className="mt-2 text-muted">Create your free profile as an individual professional or a firm and start receiving leads from businesses. No fees, no commission.</p>
      <p className="mt-2 text-sm text-muted">
        Already listed?{' '}
        <Link to="/dashboard" className="font-medium text-brand-700 underline">
          Open your dashboard
        </Link>
      </p>

      {!online ? (
        <div role="alert" className="mt-6 flex items-start gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <WifiOff className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">You are offline.</span> Registration needs a connection to check your username and email. Your entries stay here; submit once you are back online.
          </p>
        </div>
      ) : null}

      <form noValidate onSubmit={handleSubmit(submit)} className="relative mt-6 flex flex-col gap-6" aria-label="Provider registration">
        <HoneypotField {...register('homepage')} />
        <FormSection title="Account">
          <Controller
            control={control}
            name="providerType"
            render={({ field }) => <ChoiceGroup name={field.name} legend="I am registering as" required options={PROVIDER_TYPE_OPTIONS} value={field.value} onChange={field.onChange} error={errors.providerType?.message} />}
          />
          <UsernameField registration={register('username')} availability={availability} error={errors.username?.message} />
          <TextInput label="Full Name" required autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
          <TextInput
            key={isFirm ? 'firm-name' : 'business-name'}
            label={isFirm ? 'Firm Name' : 'Business Name'}
            required={isFirm}
            autoComplete="organization"
            error={errors.businessName?.message}
            {...register('businessName')}
          />
          <TextInput label="Email" type="email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextInput label="Phone" type="tel" required autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
          <Controller
            control={control}
            name="country"
            render={({ field, fieldState }) => (
              <SelectField
                name={field.name}
                label="Country"
                required
                placeholder="Select your country"
                options={plainOptions(places.countries)}
                value={asString(field.value)}
                onChange={(value) => {
                  field.onChange(value);
                  setValue('city', '');
                  setValue('location', '');
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="city"
            render={({ field, fieldState }) => (
              <SelectField
                name={field.name}
                label="City"
                required
                disabled={!country}
                placeholder={country ? 'Select your city' : 'Select a country first'}
                options={plainOptions(places.citiesOf(country))}
                value={asString(field.value)}
                onChange={(value) => {
                  field.onChange(value);
                  setValue('location', locationOf(value, country), { shouldValidate: form.formState.isSubmitted });
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message ?? (errors.location ? 'Please select your city' : undefined)}
              />
            )}
          />
        </FormSection>

        <FormSection title="Services">
          <ControlledCheckboxes
            control={control}
            name="services"
            legend="Services Offered"
            required
            options={labelledOptions(PROVIDER_SERVICES, PROVIDER_SERVICE_LABELS)}
          />
          <ControlledCheckboxes
            control={control}
            name="businessSize"
            legend="Target Business Sizes"
            required
            options={labelledOptions(TARGET_BUSINESS_SIZES, TARGET_BUSINESS_SIZE_LABELS)}
          />
          <ControlledSelect
            control={control}
            name="serviceArea"
            label="Service Area"
            required
            placeholder="Where do you work?"
            options={labelledOptions(SERVICE_AREAS, capitalise)}
          />
          <TextInput label="Specializations" hint="Separate with commas, e.g. QuickBooks, Xero, Startups" error={errors.specializations?.message} {...register('specializations')} />
        </FormSection>

        {isFirm ? <FirmSection form={form} /> : <IndividualSection form={form} />}

        <FormSection title="Profile and pricing">
          <TextArea label="Bio" placeholder="A short introduction businesses will see on your profile" error={errors.bio?.message} {...register('bio')} />
          <TextInput label="Hourly Rate (USD)" inputMode="numeric" error={errors.hourlyRate?.message} {...register('hourlyRate')} />
          <TextInput label="Monthly Starting Price (USD)" inputMode="numeric" error={errors.monthlyStartingPrice?.message} {...register('monthlyStartingPrice')} />
          <TextInput label="LinkedIn" type="url" placeholder="https://linkedin.com/in/…" error={errors.linkedinUrl?.message} {...register('linkedinUrl')} />
          <TextInput label="Website" type="url" placeholder="https://…" error={errors.website?.message} {...register('website')} />
        </FormSection>

        <SubmitButton pending={status === 'pending'} pendingLabel="Submitting..." disabled={!online} className="w-full sm:w-auto sm:self-end">
          Submit Profile
        </SubmitButton>
      </form>
    </section>
  );
}
