import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from '../../ui/form/TextInput';
import type { UsernameAvailability } from './useUsernameAvailability';

const AVAILABILITY_TEXT: Partial<Record<UsernameAvailability, { text: string; tone: string }>> = {
  checking: { text: 'Checking availability…', tone: 'text-muted' },
  available: { text: 'Username is available', tone: 'text-accent-700' },
  taken: { text: 'This username is already taken', tone: 'text-red-700' },
};

/** The handle input with its live availability line (announced politely as it changes). */
export function UsernameField({ registration, availability, error }: { registration: UseFormRegisterReturn<'username'>; availability: UsernameAvailability; error?: string | undefined }) {
  const status = error ? undefined : AVAILABILITY_TEXT[availability];
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <TextInput
        label="Username"
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="3-30 letters, numbers or underscores. Your profile address will be /@username."
        error={error ?? (availability === 'taken' ? 'This username is already taken' : undefined)}
        {...registration}
      />
      <p role="status" aria-live="polite" className={`min-h-5 text-sm ${status?.tone ?? ''}`}>
        {status && availability !== 'taken' ? status.text : ''}
      </p>
    </div>
  );
}
