import { INDUSTRIES } from '@ledgerlink/shared-schema';
import { useFormState, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { ControlledSelect } from './controlled';
import { labelledOptions } from './SelectField';
import { TextInput } from './TextInput';

type ContactField = 'companyName' | 'contactName' | 'email' | 'phone' | 'location';

export const industryLabel = (industry: string) => (industry === 'ecommerce' ? 'E-commerce' : industry.charAt(0).toUpperCase() + industry.slice(1));

/** Who the business is and how to reach it: the same fields on the business request and hire forms. */
export function BusinessContactFields<T extends FieldValues & Record<ContactField | 'industry', unknown>>({ control }: { control: Control<T> }) {
  const { errors } = useFormState({ control });
  const bind = (name: ContactField) => ({ error: (errors[name] as FieldError | undefined)?.message, ...control.register(name as Path<T>) });
  return (
    <>
      <TextInput label="Company Name" required autoComplete="organization" {...bind('companyName')} />
      <ControlledSelect
        control={control}
        name={'industry' as Path<T>}
        label="Industry"
        required
        placeholder="Select your industry"
        options={labelledOptions(INDUSTRIES, industryLabel)}
      />
      <TextInput label="Contact Name" required autoComplete="name" {...bind('contactName')} />
      <TextInput label="Email" type="email" required autoComplete="email" {...bind('email')} />
      <TextInput label="Phone" type="tel" required autoComplete="tel" {...bind('phone')} />
      <TextInput label="Location" required placeholder="City, Country" autoComplete="address-level2" {...bind('location')} />
    </>
  );
}
