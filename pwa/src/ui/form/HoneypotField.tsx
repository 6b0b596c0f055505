import { HONEYPOT_FIELD } from '@ledgerlink/shared-schema';
import { useId, type ComponentPropsWithRef } from 'react';

/**
 * The spam honeypot every public form carries (shared-schema spam.ts): a "Homepage" field placed off
 * screen, out of the tab order and hidden from assistive technology, so people never see, reach or
 * autofill it, while form-filling bots, which fill what looks like a website field, do. Its value
 * goes with the request (empty from a person); the server holds any submission that fills it.
 */
export function HoneypotField(props: Omit<ComponentPropsWithRef<'input'>, 'type' | 'tabIndex' | 'autoComplete'>) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={id}>Homepage</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
