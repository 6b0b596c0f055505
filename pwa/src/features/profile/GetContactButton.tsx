import { Mail } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonClasses } from '../../ui/ButtonLink';
import type { ContactDialogProps } from './ContactDialog';

// The dialog (Radix Dialog with its focus trap and scroll lock) is most of the profile's script and
// is needed only by visitors who ask for contact details: it loads on the first sign of intent.
const loadDialog = () => import('./ContactDialog');
const ContactDialog = lazy(loadDialog);

/**
 * "Get Contact" before the dialog's code is here: the same button as the dialog's trigger, which
 * loads the dialog when pointed at, focused or pressed and then hands over to it, open, in its place.
 */
export function GetContactButton(props: Omit<ContactDialogProps, 'defaultOpen'>) {
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadDialog();
  const button = (
    <button
      type="button"
      aria-haspopup="dialog"
      className={`${buttonClasses('primary')} w-full sm:w-auto`}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    >
      <Mail className="h-5 w-5" aria-hidden="true" />
      Get Contact
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ContactDialog {...props} defaultOpen />
    </Suspense>
  );
}
