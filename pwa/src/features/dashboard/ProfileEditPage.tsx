import { zodResolver } from '@hookform/resolvers/zod';
import {
  CERTIFICATION_LABELS,
  CERTIFICATIONS,
  PROVIDER_SERVICE_LABELS,
  PROVIDER_SERVICES,
  SERVICE_AREAS,
  TARGET_BUSINESS_SIZE_LABELS,
  TARGET_BUSINESS_SIZES,
  type OwnProfile,
} from '@ledgerlink/shared-schema';
import { ArrowLeft, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { failureText, serverFieldErrors } from '../../lib/server-errors';
import { buttonClasses } from '../../ui/ButtonLink';
import { ChoiceGroup } from '../../ui/form/ChoiceGroup';
import { ControlledCheckboxes, ControlledSelect } from '../../ui/form/controlled';
import { FormSection } from '../../ui/form/Field';
import { labelledOptions } from '../../ui/form/SelectField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextArea, TextInput } from '../../ui/form/TextInput';
import { useOnlineStatus } from '../../ui/form/useOnlineStatus';
import { usePageCrumb } from '../../ui/page-crumb';
import { NOT_TAKING_CLIENTS } from '../../ui/provider-display';
import { toast } from '../../ui/toast-store';
import { usePageMeta } from '../../ui/usePageMeta';
import { AccessNeeded, DashboardSkeleton, LoadFailed } from './DashboardStates';
import { ProfilePhotoEditor } from './ProfilePhotoEditor';
import { profileEditBody, profileEditFormSchema, profileFormValues, type ProfileEditFormInput, type ProfileEditFormValues } from './profile-edit-form';
import { useOwnProfile } from './useOwnProfile';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const FORM_FIELDS = new Set(Object.keys(profileEditFormSchema.shape));

const AVAILABILITY_OPTIONS = [
  { value: 'taking', label: 'Taking new clients', description: 'You are matched with new requests, and customers can hire you or ask for your contact details.' },
  {
    value: 'paused',
    label: NOT_TAKING_CLIENTS,
    description: 'You stay listed, marked as not taking new clients: no new matches, hires or contact requests. Your current leads stay.',
  },
];

/** `/dashboard/{id}/profile`: the provider edits their profile, with the dashboard's access (this device's session). */
export default function ProfileEditPage() {
  const { id = '' } = useParams();
  const { state, retry, save } = useOwnProfile(id);
  usePageMeta({ title: 'Edit your profile', description: 'Change what businesses see on your LedgerLink profile.', noindex: true });

  switch (state.status) {
    case 'loading':
      return <DashboardSkeleton />;
    case 'no-access':
      return <AccessNeeded reason="no-link" />;
    case 'failed':
      return <LoadFailed onRetry={retry} />;
    case 'ready':
      return <ProfileEditForm profile={state.profile} save={save} />;
  }
}

interface ProfileEditFormProps {
  profile: OwnProfile;
  save: ReturnType<typeof useOwnProfile>['save'];
}

function ProfileEditForm({ profile, save }: ProfileEditFormProps) {
  usePageCrumb(profile.fullName);
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const form = useForm<ProfileEditFormInput, unknown, ProfileEditFormValues>({ resolver: zodResolver(profileEditFormSchema), defaultValues: profileFormValues(profile) });
  const {
    register,
    control,
    setError,
    handleSubmit,
    formState: { errors },
  } = form;
  const dashboardPath = `/dashboard/${profile.id}`;
  const individual = profile.providerType === 'individual';

  const submit = async (values: ProfileEditFormValues) => {
    setPending(true);
    try {
      await save(profileEditBody(values, profile.providerType));
      toast({ title: 'Profile saved', description: 'Businesses see your changes on your profile and in the marketplace now.', variant: 'success' });
      void navigate(dashboardPath);
    } catch (failure) {
      for (const { path, message } of serverFieldErrors(failure)) {
        if (FORM_FIELDS.has(path)) setError(path as Path<ProfileEditFormInput>, { type: 'server', message }, { shouldFocus: true });
      }
      toast({ title: 'Could not save your profile', description: failureText(failure), variant: 'destructive' });
      setPending(false);
    }
  };

  return (
    <section className="mx-auto w-full max-w-3xl px-3 py-5 sm:px-6 sm:py-8">
      <Link to={dashboardPath} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to dashboard
      </Link>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Edit your profile</h1>
      <p className="mt-2 text-muted">What you save here shows on your public profile and marketplace card at once. Your name, handle and email stay as they are; write to support to change them.</p>

      <div className="mt-6">
        <ProfilePhotoEditor provider={profile} />
      </div>

      {!online ? (
        <div role="alert" className="mt-6 flex items-start gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <WifiOff className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">You are offline.</span> Saving your profile needs a connection. Your changes stay in this form; save once you are back online.
          </p>
        </div>
      ) : null}

      <form noValidate onSubmit={handleSubmit(submit)} className="mt-6 flex flex-col gap-6" aria-label="Edit your profile">
        <FormSection title="Availability">
          <Controller
            control={control}
            name="isAvailable"
            render={({ field, fieldState }) => (
              <ChoiceGroup
                name={field.name}
                legend="New clients"
                options={AVAILABILITY_OPTIONS}
                value={field.value === false ? 'paused' : 'taking'}
                onChange={(value) => field.onChange(value === 'taking')}
                error={fieldState.error?.message}
              />
            )}
          />
        </FormSection>

        <FormSection title="Services">
          <ControlledCheckboxes control={control} name="services" legend="Services Offered" required options={labelledOptions(PROVIDER_SERVICES, PROVIDER_SERVICE_LABELS)} />
          <ControlledCheckboxes
            control={control}
            name="businessSize"
            legend="Target Business Sizes"
            required
            options={labelledOptions(TARGET_BUSINESS_SIZES, TARGET_BUSINESS_SIZE_LABELS)}
          />
          <ControlledSelect control={control} name="serviceArea" label="Service Area" required placeholder="Where do you work?" options={labelledOptions(SERVICE_AREAS, capitalise)} />
          <TextInput label="Specializations" hint="Separate with commas, e.g. QuickBooks, Xero, Startups" error={errors.specializations?.message} {...register('specializations')} />
        </FormSection>

        {individual ? (
          <FormSection title="Your experience" description="A certification you add or change shows as self-reported until LedgerLink checks it again.">
            <TextArea label="Experience" placeholder="Roles, industries and clients you have worked with" error={errors.experience?.message} {...register('experience')} />
            <ControlledCheckboxes control={control} name="certifications" legend="Certifications" options={labelledOptions(CERTIFICATIONS, CERTIFICATION_LABELS)} />
            <TextInput label="Other Certifications" className="sm:col-span-2" placeholder="e.g. EA, ACCA" error={errors.otherCertifications?.message} {...register('otherCertifications')} />
          </FormSection>
        ) : null}

        <FormSection title="Profile and pricing">
          <TextArea label="Bio" placeholder="A short introduction businesses will see on your profile" error={errors.bio?.message} {...register('bio')} />
          <TextInput label="Hourly Rate (USD)" inputMode="numeric" error={errors.hourlyRate?.message} {...register('hourlyRate')} />
          <TextInput label="Monthly Starting Price (USD)" inputMode="numeric" error={errors.monthlyStartingPrice?.message} {...register('monthlyStartingPrice')} />
          <TextInput label="Phone" type="tel" required autoComplete="tel" hint="Shown to visitors who ask for your contact details" error={errors.phone?.message} {...register('phone')} />
          <TextInput label="LinkedIn" type="url" placeholder="https://linkedin.com/in/…" error={errors.linkedinUrl?.message} {...register('linkedinUrl')} />
          <TextInput label="Website" type="url" placeholder="https://…" error={errors.website?.message} {...register('website')} />
        </FormSection>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={dashboardPath} className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <SubmitButton pending={pending} pendingLabel="Saving..." disabled={!online}>
            Save profile
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
