import { CheckCircle2, XCircle } from 'lucide-react';
import type { CustomerRequestSummary, RequestMatch } from '@ledgerlink/shared-schema';
import { formatDay } from './match-view';
import { matchName } from './request-actions-view';

interface RequestOutcomeProps {
  request: CustomerRequestSummary;
  matches: readonly RequestMatch[];
  timeZone: string | undefined;
}

/** How the customer ended the request, once they did: whom they hired, or why they closed it. */
export function RequestOutcome({ request, matches, timeZone }: RequestOutcomeProps) {
  const { outcome } = request;
  if (!outcome) return null;
  const day = formatDay(outcome.at, timeZone);
  if (outcome.kind === 'hired') {
    const hired = matches.find((match) => match.leadId === outcome.leadId);
    return (
      <p className="mt-3 flex items-start gap-2 rounded-lg bg-accent-50 p-3 text-sm font-medium text-accent-700">
        <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
        You hired {hired ? matchName(hired) : 'a professional'} on {day}. This request is complete.
      </p>
    );
  }
  return (
    <p className="mt-3 flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
      <XCircle className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span>
        You closed this request on {day}: <q className="break-words">{outcome.reason}</q>
      </span>
    </p>
  );
}
