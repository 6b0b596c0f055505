import { CERTIFICATION_LABELS, CERTIFICATIONS, FIRM_SIZE_LABELS, FIRM_SIZES } from '@ledgerlink/shared-schema';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CheckboxGroup } from '../../ui/form/CheckboxGroup';
import { FormSection } from '../../ui/form/Field';
import { labelledOptions, SelectField } from '../../ui/form/SelectField';
import { TextArea, TextInput } from '../../ui/form/TextInput';
import type { RegistrationFormInput, RegistrationFormValues } from './registration-form';

type Form = UseFormReturn<RegistrationFormInput, unknown, RegistrationFormValues>;

const asString = (value: unknown) => (typeof value === 'string' ? value : '');

/** Shown only to individual providers (spec §2). */
export function IndividualSection({ form }: { form: Form }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Your experience" description="Tell businesses about your background and credentials.">
      <TextInput label="Years of Experience" inputMode="numeric" error={errors.yearsOfExperience?.message} {...register('yearsOfExperience')} />
      <TextArea label="Experience" placeholder="Roles, industries and clients you have worked with" error={errors.experience?.message} {...register('experience')} />
      <Controller
        control={control}
        name="certifications"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            name={field.name}
            legend="Certifications"
            options={labelledOptions(CERTIFICATIONS, CERTIFICATION_LABELS)}
            value={Array.isArray(field.value) ? field.value : []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextInput label="Other Certifications" className="sm:col-span-2" placeholder="e.g. EA, ACCA" error={errors.otherCertifications?.message} {...register('otherCertifications')} />
    </FormSection>
  );
}

/** Shown only to firms (spec §2). */
export function FirmSection({ form }: { form: Form }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Firm details" description="Help businesses understand the size of your practice.">
      <Controller
        control={control}
        name="firmSize"
        render={({ field, fieldState }) => (
          <SelectField
            name={field.name}
            label="Firm Size"
            placeholder="Select firm size"
            options={labelledOptions(FIRM_SIZES, FIRM_SIZE_LABELS)}
            value={asString(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextInput label="Founded Year" inputMode="numeric" placeholder="e.g. 2012" error={errors.foundedYear?.message} {...register('foundedYear')} />
      <TextInput label="Team Members" inputMode="numeric" error={errors.teamMembers?.message} {...register('teamMembers')} />
    </FormSection>
  );
}
