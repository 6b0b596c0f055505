import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, Mail, X } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClasses } from '../../ui/ButtonLink';
import { HoneypotField } from '../../ui/form/HoneypotField';
import { ContactDetailsList } from './ContactDetailsList';
import { canRequestContact, type ContactUnlockState } from './useContactUnlock';

export interface ContactDialogProps {
  providerName: string;
  contact: ContactUnlockState;
  onUnlock: (email: string, homepage: string) => void;
  /** Open on mount: GetContactButton mounts the dialog only once the visitor asked for it. */
  defaultOpen?: boolean;
}

/** Get Contact: an email field whose button stays disabled until the address has an "@" (spec §5). */
export default function ContactDialog({ providerName, contact, onUnlock, defaultOpen = false }: ContactDialogProps) {
  const [email, setEmail] = useState('');
  const [homepage, setHomepage] = useState('');
  const emailId = useId();
  const pending = contact.status === 'pending';
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger className={`${buttonClasses('primary')} w-full sm:w-auto`}>
        <Mail className="h-5 w-5" aria-hidden="true" />
        Get Contact
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-ink">Contact {providerName}</Dialog.Title>
            <Dialog.Close aria-label="Close" className="-m-1 rounded-md p-1 text-slate-500 hover:text-ink">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {contact.status === 'unlocked' ? (
            <>
              <Dialog.Description className="mt-1 text-sm text-muted">Here are the contact details. Mention LedgerLink when you get in touch.</Dialog.Description>
              <ContactDetailsList contact={contact.contact} />
            </>
          ) : (
            <form
              className="relative mt-1"
              onSubmit={(event) => {
                event.preventDefault();
                if (canRequestContact(email) && !pending) onUnlock(email, homepage);
              }}
            >
              <Dialog.Description className="text-sm text-muted">
                Enter your email to see {providerName}&rsquo;s contact details. They will be told you asked, so they can follow up.
              </Dialog.Description>
              <HoneypotField value={homepage} onChange={(event) => setHomepage(event.target.value)} />
              <label htmlFor={emailId} className="mt-4 block text-sm font-medium text-slate-700">
                Your email
              </label>
              <input
                id={emailId}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                placeholder="you@company.com"
                className="mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base text-ink shadow-sm focus-visible:border-brand-500"
              />
              <button type="submit" disabled={!canRequestContact(email) || pending} className={`${buttonClasses('accent')} mt-5 w-full disabled:cursor-not-allowed disabled:opacity-50`}>
                {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
                {pending ? 'Revealing…' : 'Reveal Contact'}
              </button>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
