import { AlertTriangle, CircleCheck, Clock, CloudUpload, Info, Mail, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isLeadExpired, leadActionsFor, leadStateLabel, type LeadStatus, type LeadWithBusiness } from '@ledgerlink/shared-schema';
import { customerOutcomeNote, formatDay, leadContact, leadDetails, leadServices, leadSourceLabel, leadTitle, mailtoLink, telLink, timeLeftLabel, URGENT_MS } from './lead-view';

interface LeadCardProps {
  lead: LeadWithBusiness;
  /** Changed on this device and not yet confirmed by the server. */
  pending: boolean;
  notice: string | undefined;
  now: number;
  onChange: (status: LeadStatus) => void;
}

const BADGE_TONES: Record<LeadStatus | 'expired', string> = {
  new: 'bg-brand-50 text-brand-800 ring-brand-100',
  contacted: 'bg-amber-50 text-amber-800 ring-amber-200',
  won: 'bg-accent-50 text-accent-700 ring-accent-100',
  lost: 'bg-red-50 text-red-700 ring-red-100',
  passed: 'bg-slate-100 text-slate-700 ring-slate-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** After a tap the buttons change under the thumb (new -> Won/Lost): a second tap this soon is taken as a slip. */
const DOUBLE_TAP_GUARD_MS = 700;

// Thumb-sized (48 px high, half the card wide on a phone); buttonClasses' padding would wrap the labels.
const ACTION = 'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg px-2 py-2 text-center text-[15px] font-semibold leading-tight transition-colors';
const ACTION_TONES = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:opacity-70',
  secondary: 'border border-slate-300 bg-white text-ink hover:border-brand-500 hover:text-brand-700 disabled:opacity-70',
  link: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
};

export function LeadCard({ lead, pending, notice, now, onChange }: LeadCardProps) {
  const [guarded, setGuarded] = useState(false);
  useEffect(() => {
    if (!guarded) return undefined;
    const timer = setTimeout(() => setGuarded(false), DOUBLE_TAP_GUARD_MS);
    return () => clearTimeout(timer);
  }, [guarded]);

  const title = leadTitle(lead);
  const contact = leadContact(lead);
  const services = leadServices(lead);
  const actions = leadActionsFor(lead);
  const expired = isLeadExpired(lead);
  const tone = BADGE_TONES[expired ? 'expired' : lead.status];
  const headingId = `lead-${lead.id}`;
  const countdown = lead.status === 'new' && !expired && lead.respondBy ? lead.respondBy : undefined;
  const urgent = countdown !== undefined && Date.parse(countdown) - now < URGENT_MS;
  const outcome = customerOutcomeNote(lead);

  const act = (status: LeadStatus) => {
    if (guarded) return;
    setGuarded(true);
    onChange(status);
  };

  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`}>{leadStateLabel(lead)}</span>
        {pending && (
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white">
            <CloudUpload className="h-3.5 w-3.5" aria-hidden="true" />
            Waiting to send
          </span>
        )}
        <span className="ml-auto text-xs text-muted">Received {formatDay(lead.createdAt)}</span>
      </div>

      <h3 id={headingId} className="mt-2 break-words text-lg font-semibold text-ink">
        {title}
      </h3>
      <p className="text-sm text-muted">
        {leadSourceLabel(lead.source)} · {Math.round(lead.matchScore)}% match
      </p>

      {countdown && (
        <p className={`mt-2 inline-flex items-center gap-1.5 text-sm font-medium ${urgent ? 'text-red-700' : 'text-amber-800'}`}>
          <Clock className="h-4 w-4" aria-hidden="true" />
          {timeLeftLabel(countdown, now)}
        </p>
      )}
      {expired && <p className="mt-2 text-sm text-muted">Not answered in time: this request was offered to another professional.</p>}
      {outcome && (
        <p className={`mt-2 flex items-start gap-1.5 text-sm font-medium ${outcome.won ? 'text-accent-700' : 'text-slate-700'}`}>
          {outcome.won ? <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" /> : <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />}
          <span className="min-w-0 break-words">{outcome.text}</span>
        </p>
      )}

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {contact.name && <Detail term="Contact" value={contact.name} />}
        {contact.email && <Detail term="Email" value={contact.email} />}
        {contact.phone && <Detail term="Phone" value={contact.phone} />}
        {leadDetails(lead).map((detail) => (
          <Detail key={detail.term} term={detail.term} value={detail.value} />
        ))}
      </dl>
      {services.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Services requested">
          {services.map((service) => (
            <li key={service} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
              {service}
            </li>
          ))}
        </ul>
      )}

      {notice && (
        <p role="alert" className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {notice}
        </p>
      )}

      {actions.length > 0 ? (
        <div className="mt-auto space-y-2 pt-4">
          <div className="grid grid-cols-2 gap-2">
            {actions.map((action, index) => (
              <button key={action.to} type="button" disabled={guarded} onClick={() => act(action.to)} className={`${ACTION} ${ACTION_TONES[index === 0 ? 'primary' : 'secondary']}`}>
                {action.label}
              </button>
            ))}
          </div>
          <ContactLinks status={lead.status} contact={contact} />
        </div>
      ) : (
        !expired && <p className="mt-auto pt-4 text-sm text-muted">{pending ? 'Status changed on this device' : lead.updatedAt ? `Updated ${formatDay(lead.updatedAt)}` : 'Status updated'}</p>
      )}
    </article>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{value}</dd>
    </>
  );
}

/** New: Email Lead and Call Now; contacted: Follow Up (spec §4). */
function ContactLinks({ status, contact }: { status: LeadStatus; contact: ReturnType<typeof leadContact> }) {
  const link = `${ACTION} ${ACTION_TONES.link}`;
  if (status === 'contacted') {
    return contact.email ? (
      <a href={mailtoLink(contact.email, 'Following up on your LedgerLink request')} className={link}>
        <Mail className="h-5 w-5 shrink-0" aria-hidden="true" />
        Follow Up
      </a>
    ) : null;
  }
  return (
    <div className="grid grid-cols-2 gap-2">
      {contact.email && (
        <a href={mailtoLink(contact.email, 'Your request on LedgerLink')} className={link}>
          <Mail className="h-5 w-5 shrink-0" aria-hidden="true" />
          Email Lead
        </a>
      )}
      {contact.phone && (
        <a href={telLink(contact.phone)} className={link}>
          <Phone className="h-5 w-5 shrink-0" aria-hidden="true" />
          Call Now
        </a>
      )}
    </div>
  );
}
