import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../ButtonLink';

interface SubmitButtonProps {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** The form's submit button: disabled and relabelled while the submission is pending. */
export function SubmitButton({ pending, pendingLabel, children, disabled = false, className = '' }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={`${buttonClasses('primary')} disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
    >
      {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
      {pending ? pendingLabel : children}
    </button>
  );
}
