import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CheckboxGroup } from './CheckboxGroup';
import { ChoiceGroup } from './ChoiceGroup';
import { SelectField } from './SelectField';

/**
 * The form controls bound to react-hook-form: name, value, change, blur and the field's error come
 * from the form, so a page states only what differs (label, options, placeholder).
 */
type Bound<P> = Omit<P, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;
type Binding<T extends FieldValues> = { control: Control<T>; name: Path<T> };

export function ControlledSelect<T extends FieldValues>({ control, name, ...props }: Binding<T> & Bound<Parameters<typeof SelectField>[0]>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField {...props} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
      )}
    />
  );
}

export function ControlledCheckboxes<T extends FieldValues>({ control, name, ...props }: Binding<T> & Bound<Parameters<typeof CheckboxGroup>[0]>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup {...props} name={field.name} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}

export function ControlledChoice<T extends FieldValues>({ control, name, ...props }: Binding<T> & Bound<Parameters<typeof ChoiceGroup>[0]>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceGroup {...props} name={field.name} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}
