import { Globe, Mail, Phone } from 'lucide-react';
import type { ContactDetails } from '@ledgerlink/shared-schema';

const linkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline break-all';

export function ContactDetailsList({ contact }: { contact: ContactDetails }) {
  return (
    <ul className="mt-4 space-y-3" aria-label="Contact details">
      <li className="flex items-center gap-3">
        <Mail className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
        <a href={`mailto:${contact.email}`} className={linkClass}>
          {contact.email}
        </a>
      </li>
      <li className="flex items-center gap-3">
        <Phone className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
        <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className={linkClass}>
          {contact.phone}
        </a>
      </li>
      {contact.website && (
        <li className="flex items-center gap-3">
          <Globe className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
          <a href={contact.website} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {contact.website}
          </a>
        </li>
      )}
    </ul>
  );
}
